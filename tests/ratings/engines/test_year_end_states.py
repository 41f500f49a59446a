"""A table as it stood at the end of a day, replayed from the engine's changes,
is the table the engine computes from only the records that ended by then:
every player's rating, count, peak, last played and (mu, sigma), to the last
bit (hypothesis, every engine and category)."""

from datetime import timedelta

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ratings.engines import ENGINES, get_engine
from ratings.engines.year_ends import states_at

from .factories import DAY0, event, ranked
from .strategies import events, games

CASES = [
    ("dip-pouch", "overall"),
    *[("ghost", c.slug) for c in ENGINES["ghost"].categories],
    *[("openskill", c.slug) for c in ENGINES["openskill"].categories],
]


def columns(engine, changes):
    """The change columns states_at replays, as the recompute packs them."""
    return dict(
        player=[c.player for c in changes],
        day=[c.date.toordinal() for c in changes],
        before=[c.before for c in changes],
        after=[c.after for c in changes],
        counted=[engine.counted(c.weight) for c in changes],
        mu=[c.mu for c in changes] if engine.slug == "openskill" else None,
        sigma=[c.sigma for c in changes] if engine.slug == "openskill" else None,
    )


@pytest.mark.parametrize(("slug", "category"), CASES)
@settings(max_examples=40, deadline=None)
@given(data=st.data())
def test_the_state_at_the_end_of_a_day_is_the_table_of_what_had_ended(slug, category, data):
    engine = get_engine(slug)
    records = data.draw(events() if engine.input == "events" else games())
    ends = sorted({r.end_date for r in records})
    days = sorted(
        set(data.draw(st.lists(st.sampled_from(ends), min_size=1, max_size=4)))
        | {ends[0] - timedelta(days=1)}
    )
    full = engine.compute(records, category)
    replayed = dict(states_at(days, **columns(engine, full.changes)))
    for day in days:
        alone = engine.compute([r for r in records if r.end_date <= day], category)
        assert replayed[day] == alone.ratings, day


def test_a_yielded_state_is_not_changed_by_what_follows():
    engine = get_engine("dip-pouch")
    first = event(1, ranked(["a", "b", "c"]), end=DAY0)
    second = event(2, ranked(["c", "b", "a"]), end=DAY0 + timedelta(days=400))
    table = engine.compute([first, second])
    later = DAY0 + timedelta(days=500)
    states = states_at([DAY0, later], **columns(engine, table.changes))
    _, then = next(states)
    kept = {p: (r.rating, r.count, r.peak, r.last_played) for p, r in then.items()}
    _, now = next(states)
    assert {p: (r.rating, r.count, r.peak, r.last_played) for p, r in then.items()} == kept
    assert now["a"].rating != then["a"].rating
    assert now["a"].last_played == second.end_date and then["a"].last_played == DAY0


def test_an_event_worth_nothing_is_replayed_but_not_counted():
    engine = get_engine("dip-pouch")
    old = event(1, ranked(["a", "b"]), end=DAY0.replace(year=1999))
    table = engine.compute([old])
    ((_, state),) = states_at([old.end_date], **columns(engine, table.changes))
    assert {p: (r.rating, r.count) for p, r in state.items()} == {"a": (40, 0), "b": (40, 0)}


def test_continuing_from_a_stored_state_equals_replaying_from_the_start():
    engine = get_engine("dip-pouch")
    records = [
        event(i, ranked(order), end=DAY0 + timedelta(days=200 * i))
        for i, order in enumerate([["a", "b", "c"], ["b", "c", "d"], ["d", "a"], ["c", "a"]])
    ]
    table = engine.compute(records)
    cols = columns(engine, table.changes)
    mid, end = DAY0 + timedelta(days=300), DAY0 + timedelta(days=700)
    whole = dict(states_at([mid, end], **cols))
    k = sum(1 for d in cols["day"] if d <= mid.toordinal())
    rest = {name: (v[k:] if v is not None else None) for name, v in cols.items()}
    ((_, resumed),) = states_at([end], **rest, initial=whole[mid])
    assert resumed == whole[end]
