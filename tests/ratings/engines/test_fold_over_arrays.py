"""Folding a ledger by sums over arrays (``engines.tally``) leaves a standing
exactly as the loop over every change does: the same counts, last days and
peaks, and the same insertion order in the dicts a loop fills in order."""

from datetime import date, timedelta
from unittest import mock

from hypothesis import given, settings
from hypothesis import strategies as st

from ratings.engines import ledger as ledger_module
from ratings.engines.ledger import Ledger, Standing

START = 1000.0


@st.composite
def ledgers(draw):
    """A ledger of records on non-decreasing days, some uncounted, with
    integer players; and where to fold it (a few record boundaries)."""
    ledger = Ledger(scored=True)
    day = date(2020, 1, 1)
    for i in range(draw(st.integers(1, 25))):
        day += timedelta(days=draw(st.integers(0, 40)))
        players = draw(st.lists(st.integers(1, 12), min_size=1, max_size=7, unique=True))
        for p in players:
            ledger.player.append(p)
            ledger.before.append(START)
            ledger.after.append(draw(st.floats(900, 1100, allow_nan=False)))
            ledger.score.append(0.0)
        if draw(st.booleans()) and draw(st.booleans()):
            ledger.uncounted.append(i)
        ledger.source.append(i)
        ledger.day.append(day)
        ledger.weight.append(1.0)
        ledger.end.append(len(ledger.player))
    stops = sorted(set(draw(st.lists(st.sampled_from(ledger.end), max_size=3))))
    return ledger, stops


def folded(ledger: Ledger, stops: list[int], peaks_kept: bool) -> Standing:
    standing = Standing(START, peaks_kept=peaks_kept)
    partial = Ledger(scored=True)
    for stop in [*stops, len(ledger)]:  # a run folds at each checkpoint, then at its end
        r = ledger.end.index(stop) + 1
        partial.player, partial.after = ledger.player[:stop], ledger.after[:stop]
        partial.day, partial.end = ledger.day[:r], ledger.end[:r]
        partial.uncounted = [i for i in ledger.uncounted if i < r]
        standing.fold(partial)
    return standing


@settings(max_examples=300, deadline=None)
@given(ledgers(), st.booleans())
def test_sums_fold_as_the_loop_does(case, peaks_kept):
    ledger, stops = case
    by_sums = folded(ledger, stops, peaks_kept)
    with mock.patch.object(ledger_module, "tally", lambda *a: None):
        by_loop = folded(ledger, stops, peaks_kept)
    assert list(by_sums.count.items()) == list(by_loop.count.items())
    assert list(by_sums.last.items()) == list(by_loop.last.items())
    assert by_sums.peak == by_loop.peak


def test_players_that_are_not_ids_are_folded_one_by_one():
    ledger = Ledger(scored=True)
    ledger.player.extend(["ann", "bob", "ann"])
    ledger.after.extend([1010.0, 990.0, 1020.0])
    ledger.day.extend([date(2020, 1, 1), date(2020, 2, 1)])
    ledger.end.extend([2, 3])
    standing = Standing(START)
    standing.fold(ledger)
    assert standing.count == {"ann": 2, "bob": 1}
    assert standing.last == {"ann": date(2020, 2, 1), "bob": date(2020, 1, 1)}
    assert standing.peak == {"ann": 1020.0}
