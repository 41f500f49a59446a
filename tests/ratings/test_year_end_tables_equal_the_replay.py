"""The year-end tables computed over arrays (``services.year_ends``) are, bit
for bit, what replaying the ledger change by change into a standing and
ranking it as the current table is ranked (``rows.rank``) gives: every
engine and category, from nothing and resumed from a checkpoint, with
players of one name, players without a nationality and players since
deleted (hypothesis)."""

from bisect import bisect_right
from collections.abc import Iterator
from datetime import date, timedelta
from itertools import chain, repeat

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ratings.engines import ENGINES, get_engine
from ratings.engines.ledger import Ledger, Standing
from ratings.engines.year_tables import table_dtype
from ratings.services import rows as rating_rows
from ratings.services.year_ends import year_end_tables

from .engines.strategies import PLAYERS, events, games

CASES = [
    ("dip-pouch", "overall"),
    *[("ghost", c.slug) for c in ENGINES["ghost"].categories],
    *[("openskill", c.slug) for c in ENGINES["openskill"].categories],
]
IDS = {p: 100 + i for i, p in enumerate(PLAYERS)}


def _counts(ends: list[int], begin: int) -> Iterator[int]:
    return map(int.__sub__, ends, chain((begin,), ends))


def replayed(opening: Standing, ledger: Ledger, days: list[date]):
    """The replay change by change (the recompute's before the arrays)."""
    state = opening.copy()
    rating, count, peak, last = state.rating, state.count, state.peak, state.last
    gauss, start = state.gauss, state.start
    days_, ends, uncounted = ledger.day, ledger.end, ledger.uncounted
    a = r = u = 0
    for day in days:
        r1 = bisect_right(days_, day, r)
        b = ends[r1 - 1] if r1 else 0
        if b > a:
            players, after = ledger.player[a:b], ledger.after[a:b]
            rating.update(zip(players, after, strict=True))
            if gauss is not None and ledger.mu is not None:
                pairs = zip(ledger.mu[a:b], ledger.sigma[a:b], strict=True)
                gauss.update(zip(players, pairs, strict=True))
            count.update(players)
            while u < len(uncounted) and uncounted[u] < r1:
                i = uncounted[u]
                if i >= r:
                    count.subtract(ledger.player[ends[i - 1] if i else 0 : ends[i]])
                u += 1
            for p, x in zip(players, after, strict=True):
                if x > peak.get(p, start):
                    peak[p] = x
            record_days = chain.from_iterable(map(repeat, days_[r:r1], _counts(ends[r:r1], a)))
            last.update(zip(players, record_days, strict=True))
        a, r = b, r1
        yield day, state


def table(ranked, standing: Standing, gaussian: bool) -> np.ndarray:
    rows = ranked.rows(standing)
    out = np.empty(len(rows), table_dtype(gaussian))
    for i, (p, v) in enumerate(rows.items()):
        nat, loc, rating, rank, nrank, events_, peak, last, mu, sigma = v
        row = [p, nat.encode(), loc.encode(), rating, rank, nrank or 0, events_, peak, last]
        out[i] = tuple(row + ([mu, sigma] if gaussian else []))
    return out


def with_ids(records):
    out = []
    for r in records:
        if hasattr(r, "placements"):
            out.append(r._replace(placements=tuple((IDS[p], k) for p, k in r.placements)))
        else:
            out.append(r._replace(results=tuple((IDS[p], c, y) for p, c, y in r.results)))
    return out


@st.composite
def people(draw):
    """Every player's country and name: a few names shared, some nationalities
    missing, a player deleted (not in the details)."""
    details = {}
    for p in IDS.values():
        nat = draw(st.sampled_from(["FR", "GB", "", "DE"]))
        loc = draw(st.sampled_from(["FR", ""]))
        last = draw(st.sampled_from(["Martin", "Müller", "Smith"]))
        details[p] = (nat, loc, last, draw(st.sampled_from(["Ann", "Bo"])))
    gone = draw(st.sets(st.sampled_from(sorted(details)), max_size=2))
    return rating_rows.People.of({p: d for p, d in details.items() if p not in gone})


@pytest.mark.parametrize(("slug", "category"), CASES)
@settings(max_examples=40, deadline=None)
@given(data=st.data())
def test_the_tables_over_arrays_are_the_replayed_tables(slug, category, data):
    engine = get_engine(slug)
    records = with_ids(data.draw(events() if engine.input == "events" else games()))
    who = data.draw(people())
    ends = sorted({r.end_date for r in records})
    cut = data.draw(st.sampled_from([None, *ends]))  # resume from a checkpoint of that day
    start = None
    if cut is not None:
        start = engine.run(records, [category], snapshots=[cut]).checkpoints[0]
    run = engine.run([r for r in records if cut is None or r.end_date >= cut], [category], start)
    table_run = run.tables[category]
    days = sorted(
        {date(d.year, 12, 31) for d in ends}
        | set(data.draw(st.lists(st.sampled_from(ends), max_size=3)))
        | {ends[0] - timedelta(days=1), ends[-1] + timedelta(days=1)}
    )
    expected = [
        (day, table(rating_rows.rank(engine, standing, who), standing, engine.gaussian))
        for day, standing in replayed(table_run.opening, table_run.ledger, days)
    ]
    got = list(year_end_tables(engine, table_run.opening, table_run.ledger, days, who))
    assert [d for d, _ in got] == [d for d, _ in expected]
    for (day, rows), (_, want) in zip(got, expected, strict=True):
        assert rows.tobytes() == want.tobytes(), day
