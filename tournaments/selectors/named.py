"""The events a name search names beside the players it finds, and the
players a tournament search names when it finds no event.

The home page's one search box ("Player or tournament") leads to the players'
page, and a visitor typing "dipcon", "bordeaux" or "grand prix" there is
looking for an event: that page names the newest tournaments and the circuits
whose names hold every word typed, above the players. The other way round, a
visitor typing "lefevre" into the tournaments' box is looking for a player:
when no event matches, that page names the players who do.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from django.db.models import Max

from ..models import Circuit, Player, Tournament
from ..search import fold, search_words
from .common import name_search, tournament_search

#: Tournaments and circuits named beside a search (the rest: a link to their list)
NAMED_SHOWN = 5


@dataclass(frozen=True)
class Named:
    """The newest tournaments a search matches and how many it matches in all;
    the circuits with the latest events it matches, and how many in all."""

    tournaments: list[Tournament]
    total: int
    circuits: list[Circuit]
    circuits_total: int

    def __bool__(self) -> bool:
        return bool(self.tournaments or self.circuits)


def _first_and_total(matching) -> tuple[list, int]:
    """The first ``NAMED_SHOWN`` rows and how many match: counted only when
    they fill the list (one query when they do not)."""
    shown = list(matching[:NAMED_SHOWN])
    return shown, matching.count() if len(shown) == NAMED_SHOWN else len(shown)


def events_named(text: str) -> Named:
    """Two or three queries: the tournaments' search column is indexed like
    the tournaments' list's, counted only past ``NAMED_SHOWN``."""
    matching = tournament_search(Tournament.objects.all(), text)
    shown, total = _first_and_total(matching.only("id", "slug", "name", "end_date"))
    circuits = circuits_named(text)
    return Named(shown, total, circuits[:NAMED_SHOWN], len(circuits))


def circuits_named(text: str) -> list[Circuit]:
    """The circuits whose name or season holds every word of ``text`` (folded),
    those with the latest events first. Circuits keep no search column: a
    federation runs a few a year, hundreds in all at most, so their names are
    read whole and matched here, and only the matches' last events are read
    (the bench's 107 circuits: 0.5 ms when none matches, 1.2 ms when 20 do,
    where sorting them all by their last event in SQL first took 2.2 ms)."""
    words = search_words(text)
    circuits = [
        c
        for c in Circuit.objects.order_by().only("id", "slug", "name", "season")
        if all(w in fold(f"{c.name} {c.season}") for w in words)
    ]
    if not circuits:
        return []
    last = dict(
        Circuit.tournaments.through.objects.filter(circuit_id__in=[c.id for c in circuits])
        .values("circuit_id")
        .annotate(last=Max("tournament__end_date"))
        .values_list("circuit_id", "last")
    )
    by_name = sorted(circuits, key=lambda c: c.name)
    return sorted(by_name, key=lambda c: last.get(c.id) or date.min, reverse=True)  # stable


@dataclass(frozen=True)
class NamedPlayers:
    """The first players a search matches (by name) and how many it matches."""

    players: list[Player]
    total: int

    def __bool__(self) -> bool:
        return bool(self.players)


def players_named(text: str) -> NamedPlayers:
    """One or two queries, the players' page's search (``name_search``),
    counted only past ``NAMED_SHOWN``."""
    fields = ("id", "slug", "first_name", "last_name", "homonym", "nationality", "sort_key")
    return NamedPlayers(*_first_and_total(name_search(Player.objects.only(*fields), text)))
