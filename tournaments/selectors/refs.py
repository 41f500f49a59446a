"""Players and tournaments as a page's lines name them, read as tuples of
values: a model instance costs about 20 µs to build, and a long list builds
hundreds (the busiest player's page: 269 tournaments; the largest circuit's
standings and an event's rating impact: 50 players a page). Each has the
names the templates and the API read (``name``, ``get_absolute_url()``)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from wdd.detail_urls import fast_reverse


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

    @property
    def pk(self) -> int:
        return self.id

    def __str__(self) -> str:
        """As ``Player.__str__``: the name, with its homonym number when set."""
        name = f"{self.first_name} {self.last_name}".strip()
        return f"{name} ({self.homonym})" if self.homonym else name

    def get_absolute_url(self) -> str:
        return fast_reverse("player-detail", self.id, self.slug or "x")


#: a ``PlayerRef``'s columns, in its order
PLAYER_REF_FIELDS = ("id", "key", "first_name", "last_name", "slug", "nationality", "homonym")


#: the same read through a row's ``player`` (a placement's)
PLAYER_REF_THROUGH = ("player_id", *(f"player__{f}" for f in PLAYER_REF_FIELDS[1:]))


def player_ref(row: tuple) -> PlayerRef:
    """A ``PlayerRef`` from a row of ``PLAYER_REF_FIELDS`` (no nationality: "")."""
    pk, key, first, last, slug, nationality, homonym = row
    return PlayerRef(pk, key, first, last, slug, nationality or "", homonym)


@dataclass(frozen=True, slots=True)
class TournamentRef:
    """A tournament as a player's lines name it (``TournamentRefSerializer``
    reads ``id``, ``key``, ``name`` and ``end_date``)."""

    pk: int
    key: str
    name: str
    slug: str
    start_date: date | None = None
    end_date: date | None = None
    world_championship: bool = False
    country: str = ""
    city: str = ""

    @property
    def id(self) -> int:
        return self.pk

    def get_absolute_url(self) -> str:
        return fast_reverse("tournament-detail", self.pk, self.slug or "x")


#: a ``TournamentRef``'s columns, in its order, read from the tournament
TOURNAMENT_FIELDS = (
    "id",
    "key",
    "name",
    "slug",
    "start_date",
    "end_date",
    "world_championship",
    "country",
    "city",
)
#: the same read through a row's ``tournament`` (a placement's)
TOURNAMENT_REF_FIELDS = ("tournament_id", *(f"tournament__{f}" for f in TOURNAMENT_FIELDS[1:]))
