"""The circuit pages: the list, a circuit's events and its standings."""

from __future__ import annotations

from dataclasses import dataclass

from django.db.models import Count, Exists, IntegerField, OuterRef, Value

from wdd.detail_urls import fast_reverse

from ..circuits import Placement, circuit_standings
from ..models import Circuit, ComputedStanding, Standing, Tournament
from .common import with_player_counts


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


_PLACEMENT_FIELDS = (
    "tournament_id",
    "player_id",
    "rank",
    "player__key",
    "player__first_name",
    "player__last_name",
    "player__slug",
    "player__nationality",
    "player__homonym",
)


def circuit_placements(circuit: Circuit) -> list[Placement]:
    """Published and computed placements of every event of the circuit, in one
    query; the computed ones only of events that published none (the others
    would be dropped by ``circuit_standings``: a third of a Grand Prix's rows)."""
    published = (
        Standing.objects.filter(tournament__circuits=circuit)
        .order_by()
        .annotate(published=Value(1, output_field=IntegerField()))
        .values_list(*_PLACEMENT_FIELDS, "published")
    )
    computed = (
        ComputedStanding.objects.filter(tournament__circuits=circuit)
        .exclude(Exists(Standing.objects.filter(tournament=OuterRef("tournament"))))
        .order_by()
        .annotate(published=Value(0, output_field=IntegerField()))
        .values_list(*_PLACEMENT_FIELDS, "published")
    )
    players: dict[int, PlayerRef] = {}
    placements = []
    for tid, pid, rank, key, first, last, slug, nat, homonym, pub in published.union(
        computed, all=True
    ):
        ref = players.get(pid)
        if ref is None:
            ref = players[pid] = PlayerRef(pid, key, first, last, slug, nat or "", homonym)
        placements.append(Placement(tid, ref, rank, bool(pub)))
    return placements


def circuit_table(circuit: Circuit, tournaments: list[Tournament]):
    return circuit_standings(
        circuit_placements(circuit),
        circuit.best_of,
        event_order=[t.pk for t in tournaments],
        name_key=lambda p: p.key,  # ties by key: the same order after a restore
    )
