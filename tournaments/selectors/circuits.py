"""The circuit pages: the list, a circuit's events and its standings."""

from __future__ import annotations

from dataclasses import dataclass

from django.db.models import Count, IntegerField, Value

from wdd.detail_urls import fast_reverse

from ..circuits import CircuitRow, Placement, circuit_standings
from ..models import Circuit, ComputedStanding, Player, Standing, Tournament
from .common import of_unpublished_events, with_player_counts


def circuit_list() -> list[Circuit]:
    return list(
        Circuit.objects.annotate(n_tournaments=Count("tournaments")).order_by("-season", "name")
    )


def circuit_tournaments(circuit: Circuit) -> list[Tournament]:
    rows = with_player_counts(circuit.tournaments.all()).order_by("end_date", "start_date", "id")
    return list(rows)


@dataclass(frozen=True, slots=True)
class PlayerRef:
    """Just enough of a player for a table row (link, name, flag)."""

    id: int
    key: str
    first_name: str
    last_name: str
    slug: str
    nationality: str
    homonym: int | None = None

    def __str__(self) -> str:
        name = f"{self.first_name} {self.last_name}".strip()
        return f"{name} ({self.homonym})" if self.homonym else name

    def get_absolute_url(self) -> str:
        return fast_reverse("player-detail", self.id, self.slug or "x")


_PLAYER_FIELDS = ("id", "key", "first_name", "last_name", "slug", "nationality", "homonym")


def circuit_placements(circuit: Circuit) -> tuple[list[Placement], dict[int, str]]:
    """Published and computed placements of every event of the circuit, in one
    query; the computed ones only of events that published none (the others
    would be dropped by ``circuit_standings``: a third of a Grand Prix's
    rows). With {player id: key}, the order of tied players: the rest of a
    player is read for the rows a page shows (``with_players``)."""
    fields = ("tournament_id", "player_id", "rank", "player__key")
    published = (
        Standing.objects.filter(tournament__circuits=circuit)
        .order_by()
        .annotate(published=Value(1, output_field=IntegerField()))
        .values_list(*fields, "published")
    )
    computed = (
        of_unpublished_events(ComputedStanding.objects.filter(tournament__circuits=circuit))
        .order_by()
        .annotate(published=Value(0, output_field=IntegerField()))
        .values_list(*fields, "published")
    )
    keys: dict[int, str] = {}
    placements = []
    for tid, pid, rank, key, pub in published.union(computed, all=True):
        keys[pid] = key
        placements.append(Placement(tid, pid, rank, bool(pub)))
    return placements, keys


def circuit_table(circuit: Circuit, tournaments: list[Tournament]) -> list[CircuitRow]:
    """The circuit's standings, each row's ``player`` a player id."""
    placements, keys = circuit_placements(circuit)
    return circuit_standings(
        placements,
        circuit.best_of,
        event_order=[t.pk for t in tournaments],
        name_key=keys.__getitem__,  # ties by key: the same order after a restore
    )


def with_players(rows: list[CircuitRow]) -> list[CircuitRow]:
    """The rows with a ``PlayerRef`` for their player id (one query)."""
    found = (
        Player.objects.filter(pk__in=[r.player for r in rows])
        .order_by()
        .values_list(*_PLAYER_FIELDS)
    )
    refs = {
        pid: PlayerRef(pid, key, first, last, slug, nat or "", homonym)
        for pid, key, first, last, slug, nat, homonym in found
    }
    for row in rows:
        row.player = refs[row.player]
    return rows
