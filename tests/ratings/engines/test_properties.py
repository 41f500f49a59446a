"""Properties every engine must keep, on generated histories."""

import random
from datetime import date

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ratings.engines import ENGINES, PlayerRating, RatingTable, get_engine

from .factories import game
from .strategies import end_positions, events, games

CASES = [
    ("dip-pouch", "overall"),
    *[("ghost", c.slug) for c in ENGINES["ghost"].categories],
    *[("openskill", c.slug) for c in ENGINES["openskill"].categories],
]


def shuffled(records, rnd):
    """The same history given in another order, each record's rows shuffled too."""
    out = []
    for r in records:
        rows = list(r.placements if hasattr(r, "placements") else r.results)
        rnd.shuffle(rows)
        field = "placements" if hasattr(r, "placements") else "results"
        out.append(r._replace(**{field: tuple(rows)}))
    rnd.shuffle(out)
    return out


def history_for(slug, data):
    return data.draw(events() if ENGINES[slug].input == "events" else games())


@pytest.mark.parametrize(("slug", "category"), CASES)
@settings(max_examples=40, deadline=None)
@given(data=st.data(), seed=st.integers(0, 2**32 - 1))
def test_ratings_do_not_depend_on_the_order_records_are_given(slug, category, data, seed):
    engine = get_engine(slug)
    records = history_for(slug, data)
    a = engine.compute(records, category)
    b = engine.compute(shuffled(records, random.Random(seed)), category)
    assert a.ratings == b.ratings  # exactly, to the last bit
    key = lambda c: (c.source_id, str(c.player))  # noqa: E731
    assert sorted(a.changes, key=key) == sorted(b.changes, key=key)
    assert [c.source_id for c in a.changes] == [c.source_id for c in b.changes]


@pytest.mark.parametrize(("slug", "category"), CASES)
@settings(max_examples=40, deadline=None)
@given(data=st.data())
def test_continuing_from_a_table_equals_a_full_recompute(slug, category, data):
    engine = get_engine(slug)
    records = sorted(history_for(slug, data), key=engine.order_key)
    cut = data.draw(st.integers(0, len(records)))
    first = engine.compute(records[:cut], category)
    then = engine.compute(records[cut:], category, initial=first)
    full = engine.compute(records, category)
    assert then.ratings == full.ratings
    assert first.changes + then.changes == full.changes
    assert then.through == full.through


def test_continuing_with_a_record_that_is_not_later_is_refused():
    engine = get_engine("ghost")
    g1 = game(5, [("a", 20, None), ("b", 14, None)])
    first = engine.compute([g1])
    with pytest.raises(ValueError, match="does not come after"):
        engine.compute([g1], initial=first)


@settings(max_examples=200, deadline=None)
@given(
    results=end_positions(),
    ratings=st.lists(st.floats(20, 400), min_size=7, max_size=7),
    variant=st.sampled_from(["classic", "world-ix", "classic-chaos", "modern-ii"]),
    press=st.sampled_from(["full", "public", "gunboat"]),
    scoring=st.sampled_from(["dss", "sos"]),
)
def test_a_multiplayer_game_conserves_its_players_total_gr(
    results, ratings, variant, press, scoring
):
    d = date(2019, 1, 1)
    start = RatingTable(
        {p: PlayerRating(p, r, 1, r, d) for (p, _, _), r in zip(results, ratings, strict=False)},
        [],
    )
    g = game(1, results, variant=variant, press=press, scoring=scoring)
    table = get_engine("ghost").compute([g], "overall", initial=start)
    before = sum(c.before for c in table.changes)
    after = sum(c.after for c in table.changes)
    assert len(table.changes) == len(results)
    assert after == pytest.approx(before, rel=1e-12, abs=1e-9)
    assert sum(c.score for c in table.changes) == pytest.approx(0, abs=1e-12)
