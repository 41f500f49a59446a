"""Which final classifications are possible: the one check behind every import
of standings (bundle, CSV standings, WDD pair, WDR tournament file) and the
admin's standings forms.

A classification of N players (N = the players it ranks) uses competition
ranking: tied players share a rank, and the players after them rank as if
the tie had taken its places (1, 1, 3). So, for each player:

* the rank is at least 1 (``below-one``);
* the rank is at most N (``above-n``): rank 1000 among 7 players would give a
  Dip Pouch percentile of -14178.57;
* at most rank - 1 players rank strictly ahead (``tie``): after two players
  tied first, nobody can be second (1, 1, 2 does not add up).

A gap is allowed as long as no rank goes above N: 1, 3, 3 (a tie given the
lower of its places, "1334" ranking) and 1, 1, 3 both pass; 1, 2, 4 does not
(a player removed without renumbering leaves a rank above N). Plain Python, no Django:
callers word the problem (imports with ``Impossible.template``, one line naming
file, tournament and player; the admin forms their own sentences, in the
visitor's language).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Iterable
from dataclasses import dataclass

__all__ = ["Impossible", "impossible_ranks"]


@dataclass(frozen=True, slots=True)
class Impossible:
    """One player's impossible rank: ``kind`` is below-one, above-n or tie;
    ``players`` is N, ``ahead`` how many rank strictly ahead."""

    key: Hashable
    rank: int
    kind: str
    players: int
    ahead: int

    @property
    def template(self) -> str:
        """The English wording, a msgid the import translates (``exchange.wording``)."""
        return _TEMPLATES[self.kind]

    @property
    def params(self) -> dict:
        return {"rank": self.rank, "players": self.players, "ahead": self.ahead}

    def message(self) -> str:
        return self.template % self.params


def gettext_noop(template: str) -> str:
    """Marks a template for the translation catalogue (the import translates it)."""
    return template


_TEMPLATES = {
    "below-one": gettext_noop("rank %(rank)s must be 1 or more"),
    "above-n": gettext_noop("rank %(rank)s is above %(players)s, the number of players classified"),
    "tie": gettext_noop(
        "rank %(rank)s, but %(ahead)s players rank ahead "
        "(tied players share a rank and the next rank skips their places: 1, 1, 3)"
    ),
}


def impossible_ranks(ranks: Iterable[tuple[Hashable, int]]) -> list[Impossible]:
    """Every impossible placement of one classification ``[(key, rank), ...]``,
    in the order given ([] when the classification is possible)."""
    ranks = list(ranks)
    n = len(ranks)
    counts = Counter(rank for _key, rank in ranks if rank >= 1)  # ranks < 1: refused alone
    ahead: dict[int, int] = {}
    total = 0
    for rank in sorted(counts):
        ahead[rank] = total
        total += counts[rank]
    problems = []
    for key, rank in ranks:
        if rank < 1:
            kind = "below-one"
        elif rank > n:
            kind = "above-n"
        elif ahead[rank] > rank - 1:  # ranks below 1 are not counted ahead
            kind = "tie"
        else:
            continue
        problems.append(Impossible(key, rank, kind, n, ahead.get(rank, 0)))
    return problems
