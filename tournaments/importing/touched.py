"""What an import changes, for the page cache's data versions (``tournaments.versions``).

Read before the write, inside its transaction: the tournaments, online games
and circuits the batch names that exist already, and their players, since a
re-import may take a player out of them (their pages list it until touched).
After the write, ``touch_written`` announces everything: the tournaments
written and their players, every player the batch refers to, the players
whose names it changed, and the tournaments of its circuits.
"""

from __future__ import annotations

from .. import versions
from ..exchange.records import Batch
from ..models import Circuit, GameResult, Tournament


def batch_tournament_keys(batch: Batch) -> set[str]:
    return (
        set(batch.tournaments)
        | set(batch.csv_standings)
        | set(batch.csv_boards)
        | set(batch.round_boards)
        | set(batch.partial)
    )


def before_write(batch: Batch) -> tuple[set[int], set[int]]:
    """(tournament ids, player ids) the batch may change, as they stand before it."""
    keys = batch_tournament_keys(batch)
    if len(keys) > versions.EVERYTHING_ABOVE or len(batch.games) > versions.EVERYTHING_ABOVE:
        return set(), set()  # the write touches everything
    tournaments = set(Tournament.objects.filter(key__in=keys).values_list("pk", flat=True))
    if batch.circuits:
        through = Tournament.circuits.through
        circuits = Circuit.objects.filter(key__in=list(batch.circuits))
        tournaments |= set(
            through.objects.filter(circuit__in=circuits).values_list("tournament_id", flat=True)
        )
    players = versions.participants(tournaments)
    if batch.games:
        players |= set(
            GameResult.objects.filter(game__key__in=list(batch.games), game__round__isnull=True)
            .values_list("player_id", flat=True)
            .distinct()
        )
    return tournaments, players


def touch_written(writer, tournament_ids, before: tuple[set[int], set[int]]) -> None:
    tournaments, players = before
    versions.touch(
        fields=set(tournament_ids) | tournaments,
        players=set(writer.player_ids.values()) | players,
        renamed=[p.pk for p in writer.players_written[1]],
    )
