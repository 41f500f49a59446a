"""The circuit pages: the list, a circuit's events and its standings."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from django.db.models import Count

from ..circuits import CircuitRow, Placement, circuit_standings
from ..models import Circuit, ComputedStanding, Player, Standing, Tournament
from .common import unpublished
from .refs import PLAYER_REF_FIELDS, TOURNAMENT_FIELDS, TournamentRef, player_ref


def circuit_list() -> list[Circuit]:
    return list(
        Circuit.objects.annotate(n_tournaments=Count("tournaments")).order_by("-season", "name")
    )


@dataclass(frozen=True, slots=True)
class CircuitEvent(TournamentRef):
    """An event of the circuit, with its field size (N)."""

    n_players: int = 0


def circuit_events_and_table(circuit: Circuit) -> tuple[list[CircuitEvent], list[CircuitRow]]:
    """The circuit's events by date, each with its number of players, and its
    standings (each row's ``player`` a player id): three queries. The field
    sizes are counted from the placements the standings read (the published
    ones, else the computed ones, as ``with_player_counts`` counts), not by
    two subqueries an event."""
    placements, keys = circuit_placements(circuit)
    sizes = Counter(p.tournament for p in placements)
    events = [
        CircuitEvent(*row, n_players=sizes[row[0]])
        for row in circuit.tournaments.order_by("end_date", "start_date", "id").values_list(
            *TOURNAMENT_FIELDS
        )
    ]
    table = circuit_standings(
        placements,
        circuit.best_of,
        event_order=[t.pk for t in events],
        name_key=keys.__getitem__,  # ties by key: the same order after a restore
    )
    return events, table


def circuit_placements(circuit: Circuit) -> tuple[list[Placement], dict[int, str]]:
    """Published and computed placements of every event of the circuit, in two
    queries; the computed ones only of events that published none (the others
    would be dropped by ``circuit_standings``: a third of a Grand Prix's
    rows). With {player id: key}, the order of tied players: the rest of a
    player is read for the rows a page shows (``with_players``). Two queries,
    not a union marking each row published or not: the ORM converted that
    mark in Python, 3,000 times (2 ms of a Grand Prix's page)."""
    fields = ("tournament_id", "player_id", "rank", "player__key")
    published = Standing.objects.filter(tournament__circuits=circuit)
    events = Tournament.objects.filter(circuits=circuit)
    computed = ComputedStanding.objects.filter(tournament__in=unpublished(events).values("pk"))
    keys: dict[int, str] = {}
    placements = []
    for rows, is_published in ((published, True), (computed, False)):
        for tid, pid, rank, key in rows.order_by().values_list(*fields):
            keys[pid] = key
            placements.append(Placement(tid, pid, rank, is_published))
    return placements, keys


def with_players(rows: list[CircuitRow]) -> list[CircuitRow]:
    """The rows with a ``PlayerRef`` for their player id (one query)."""
    found = (
        Player.objects.filter(pk__in=[r.player for r in rows])
        .order_by()
        .values_list(*PLAYER_REF_FIELDS)
    )
    refs = {ref.id: ref for ref in map(player_ref, found)}
    for row in rows:
        row.player = refs[row.player]
    return rows
