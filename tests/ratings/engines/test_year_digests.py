"""Year digests: equal tables give equal digests, any changed value changes
its year's digest, and a run resumed at a new year gives the digests a full
run gives for the years it covers."""

from datetime import date

import pytest

from ratings.engines import ENGINES
from ratings.engines.digests import first_difference, year_digests

from .seeded import seeded_history


def records_for(engine):
    events, games = seeded_history()
    return list(events if engine.input == "events" else games)


def digests(run):
    return {cat: year_digests(t.ledger) for cat, t in run.tables.items()}


@pytest.mark.parametrize("slug", list(ENGINES))
def test_two_runs_of_one_history_have_the_same_digests(slug):
    engine = ENGINES[slug]
    records = records_for(engine)
    a = digests(engine.run(records))
    assert a == digests(engine.run(list(reversed(records))))
    overall = a[engine.default_category]
    assert min(overall) <= 2005 and max(overall) >= 2020


@pytest.mark.parametrize("slug", list(ENGINES))
def test_a_run_resumed_on_1_january_gives_the_same_digests_from_that_year(slug):
    engine = ENGINES[slug]
    records = records_for(engine)
    full = digests(engine.run(records))
    checkpoint = engine.run(records, snapshots=[date(2014, 1, 1)]).checkpoints[0]
    resumed = digests(engine.run([r for r in records if r.end_date.year >= 2014], start=checkpoint))
    for cat, years in full.items():
        assert resumed[cat] == {y: d for y, d in years.items() if y >= 2014}


def test_changing_one_result_changes_its_year_and_leaves_the_years_before():
    engine = ENGINES["ghost"]
    records = records_for(engine)
    target = next(
        i
        for i, g in enumerate(records)
        if g.end_date.year == 2012
        and g.scoring == "dss"
        and sum(e is None for _, _, e in g.results) >= 2
        and max(c for _, c, _ in g.results) < 18
    )
    g = records[target]
    survivor = next(i for i, (_, _, e) in enumerate(g.results) if e is None)
    results = list(g.results)
    results[survivor] = (results[survivor][0], 0, 1908)  # one fewer in the draw
    edited = [*records]
    edited[target] = g._replace(results=tuple(results))
    before = digests(engine.run(records))["overall"]
    after = digests(engine.run(edited))["overall"]
    assert first_difference(before, after) == 2012
    assert all(before[y] == after[y] for y in before if y < 2012)


def test_first_difference_reads_missing_and_unknown_years_as_different():
    assert first_difference({2001: "a", 2002: "b"}, {2001: "a", 2002: "b"}) is None
    assert first_difference({2001: "a"}, {2001: "a", 2003: "c"}) == 2003
    assert first_difference({2001: "a", 2002: "b"}, {2001: "a"}) == 2002
    assert first_difference({2001: "a", 2002: None}, {2001: "a", 2002: "b"}) == 2002
