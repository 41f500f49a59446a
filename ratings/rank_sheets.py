"""A live table's ranks, kept in one row a table instead of in its rating rows.

Ranks are positions: a player who climbs from 25,000th to 3,000th moves the
22,000 players between by one place without changing anything else of
theirs. Stored in the rating rows, a day of games rewrote ~88,000 of them on
PostgreSQL (2 s of a 3 s update, where the target is 1 s: a new row version
with an entry in each of the table's indexes; even updated in place, 0.9 s).
The recompute instead writes each table's ranking as one ``RankSheet``: its
players in rank order with their ranks, national ranks and nationalities,
packed as arrays (30,000 players: about 0.5 MB, one write).

Readers attach the ranks to the rows they read (``ranked_rows``) and page a
whole table in rank order by position (``Sheet.window``). Plain data here:
no queries.
"""

from __future__ import annotations

import zlib
from collections.abc import Sequence
from functools import cached_property

import numpy as np

#: bytes a player: id (int64), rank, national rank (int32, 0: none), nationality (2 bytes)
ROW_BYTES = 18


def encode(order: Sequence[int], rank: Sequence[int], nrank: Sequence, nat: Sequence[str]) -> bytes:
    """The packed sheet of a table (``order``: its players, best first)."""
    n = len(order)
    parts = (
        np.fromiter(order, "<i8", n).tobytes(),
        np.fromiter(rank, "<i4", n).tobytes(),
        np.fromiter((r or 0 for r in nrank), "<i4", n).tobytes(),
        np.array(nat, "S2").tobytes() if n else b"",
    )
    return zlib.compress(b"".join(parts), 1)


class Sheet:
    """A table's ranking, decoded: ``order`` (player ids, best first), ``rank``
    and ``nrank`` (0: none) by position, ``nat`` (bytes, b"": none)."""

    def __init__(self, data: bytes):
        raw = zlib.decompress(bytes(data))
        n = len(raw) // ROW_BYTES
        buf = memoryview(raw)
        self.order = np.frombuffer(buf[: 8 * n], "<i8")
        self.rank = np.frombuffer(buf[8 * n : 12 * n], "<i4")
        self.nrank = np.frombuffer(buf[12 * n : 16 * n], "<i4")
        self.nat = np.frombuffer(buf[16 * n :], "S2")

    def __len__(self) -> int:
        return len(self.order)

    @cached_property
    def _by_id(self) -> tuple[np.ndarray, np.ndarray]:
        """(the ids sorted, their positions): an argsort, once a sheet (30,000
        ids: about 2 ms, where a dict of them took 5)."""
        positions = np.argsort(self.order, kind="stable")
        return self.order[positions], positions

    def places_of(self, players: list[int]) -> list[tuple[int | None, int | None]]:
        """(rank, national rank) of each player, (None, None) if not listed."""
        ids, positions = self._by_id
        if not len(ids):
            return [(None, None)] * len(players)
        wanted = np.asarray(players, np.int64)
        at = np.minimum(np.searchsorted(ids, wanted), len(ids) - 1)
        found = ids[at] == wanted
        where = positions[at]
        ranks, nranks = self.rank[where].tolist(), self.nrank[where].tolist()
        return [
            (r, n or None) if ok else (None, None)
            for ok, r, n in zip(found.tolist(), ranks, nranks, strict=True)
        ]

    def place(self, player: int) -> tuple[int | None, int | None]:
        """(rank, national rank) of one player, (None, None) if not listed."""
        return self.places_of([player])[0]

    @cached_property
    def places(self) -> dict[int, tuple[int, int | None]]:
        """{player: (rank, national rank or None)}: for reading a whole table."""
        nranks = [r or None for r in self.nrank.tolist()]
        return dict(
            zip(self.order.tolist(), zip(self.rank.tolist(), nranks, strict=True), strict=True)
        )

    def national(self, country: str) -> tuple[np.ndarray, np.ndarray]:
        """(players, national ranks) of one nationality's table, best first."""
        cache = self.__dict__.setdefault("_national", {})
        if country not in cache:
            mask = self.nat == country.encode()
            cache[country] = (self.order[mask], self.nrank[mask])
        return cache[country]

    def window(self, bottom: int, top: int, country: str | None = None) -> tuple[list[int], int]:
        """The players whose ranks a page of positions ``[bottom, top)`` spans,
        and how many of them come before the page: the page is those players in
        rank order (ties by key), from that offset. Ranks are competition
        ranks ("1224"): the row at position p has the largest rank <= p, and
        that rank's first row is at position rank."""
        order, ranks = self.national(country) if country else (self.order, self.rank)
        start = bottom + 1
        if start > len(ranks):
            return [], 0
        group = int(ranks[start - 1])
        end = int(np.searchsorted(ranks, top, side="right"))
        return order[group - 1 : end].tolist(), start - group
