"""A run resumed from a checkpoint equals a run over the whole history.

Random histories, random snapshot days, then random edits anywhere in time
(insertions, deletions, changed results): resuming from the last checkpoint
before the earliest edit and replaying only the records from its day on gives,
in every category of every engine, exactly what a from-scratch run over the
edited history gives: the ratings (rating, count, peak, last played, mu and
sigma, to the last bit) and every change.
"""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ratings.engines import ENGINES

from .histories import DAYS, edited, history

SYSTEMS = list(ENGINES)


def changes_before(run, category, day):
    """The changes of a full run that come before ``day``."""
    return [c for c in run.tables[category].ledger.changes() if day is None or c.date < day]


@pytest.mark.parametrize("slug", SYSTEMS)
@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_checkpoint_and_replay_equal_a_full_run_after_edits(slug, data):
    engine = ENGINES[slug]
    before = data.draw(history(engine.input))
    days = data.draw(st.lists(st.sampled_from(DAYS), max_size=6))
    after, earliest = data.draw(edited(engine.input, before))

    first = engine.run(before, snapshots=days)
    candidates = [*first.checkpoints, first.tip()]
    usable = [c for c in candidates if c.day is not None and c.day <= earliest]
    start = max(usable, key=lambda c: c.day) if usable else None
    since = None if start is None else start.day
    replay = engine.run([r for r in after if since is None or r.end_date >= since], start=start)
    full = engine.run(after)

    for cat in engine.categories:
        c = cat.slug
        assert replay.tables[c].standing.ratings() == full.tables[c].standing.ratings(), c
        kept = changes_before(first, c, since) if since else []
        assert kept + replay.tables[c].ledger.changes() == full.tables[c].ledger.changes(), c
    assert replay.through == full.through


@pytest.mark.parametrize("slug", SYSTEMS)
@settings(max_examples=40, deadline=None)
@given(data=st.data())
def test_the_tip_continues_with_later_records(slug, data):
    engine = ENGINES[slug]
    records = sorted(data.draw(history(engine.input)), key=engine.order_key)
    cut = data.draw(st.integers(0, len(records)))
    head = records[:cut]
    last = head[-1].end_date if head else None
    tail = [r for r in records[cut:] if last is None or r.end_date > last]
    whole = head + tail
    tip = engine.run(head).tip()
    rest = engine.run(tail, start=tip) if tip.day is not None else engine.run(tail)
    full = engine.run(whole)
    for cat in engine.categories:
        c = cat.slug
        assert rest.tables[c].standing.ratings() == full.tables[c].standing.ratings()
        kept = changes_before(engine.run(head), c, tip.day)
        assert kept + rest.tables[c].ledger.changes() == full.tables[c].ledger.changes()
