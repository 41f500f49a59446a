"""The circuit standings function: best N Dip Pouch percentiles, summed and ranked."""

import pytest

from tournaments.circuits import Placement, circuit_standings, percentile


def event(tournament, ranks, published=True):
    return [Placement(tournament, player, rank, published) for player, rank in ranks.items()]


def test_a_percentile_is_n_plus_a_half_minus_p_over_n():
    assert float(percentile(65, 8)) == pytest.approx(88.4615, abs=1e-4)
    assert round(float(percentile(75, 1)), 2) == 99.33


def test_only_the_best_n_results_count():
    placements = [
        *event("a", {"ann": 1, "bob": 2}),
        *event("b", {"ann": 2, "bob": 1}),
        *event("c", {"ann": 2, "bob": 2, "cy": 1}),
    ]
    rows = circuit_standings(placements, best_of=2, event_order=["a", "b", "c"])
    ann = next(r for r in rows if r.player == "ann")
    # ann: 1st of 2 (75), 2nd of 2 (25), 2nd= of 3 (50) -> best two 75 + 50
    assert ann.total == pytest.approx(125)
    assert [ann.results[t].counted for t in "abc"] == [True, False, True]
    assert ann.played == 3 and ann.counted == 2


def test_without_a_limit_every_result_counts():
    placements = [*event("a", {"ann": 1, "bob": 2}), *event("b", {"ann": 2, "bob": 1})]
    rows = circuit_standings(placements, best_of=None)
    assert all(r.counted == 2 for r in rows)
    assert rows[0].total == rows[1].total == pytest.approx(100)


def test_equal_totals_share_a_rank_and_the_next_rank_is_skipped():
    placements = [
        *event("a", {"ann": 1, "bob": 2, "cy": 3}),
        *event("b", {"ann": 2, "bob": 1, "cy": 3}),
    ]
    rows = circuit_standings(placements)
    assert [(r.player, r.rank) for r in rows] == [("ann", 1), ("bob", 1), ("cy", 3)]


def test_totals_equal_on_paper_tie_whatever_the_float_rounding():
    # 4.5/7 + 6.5/7 == 5.5/7 + 5.5/7 exactly, though not in floating point
    placements = [
        *event("a", {"x": 3, "y": 2, **{f"f{i}": 4 + i for i in range(5)}}),
        *event("b", {"x": 1, "y": 2, **{f"g{i}": 3 + i for i in range(5)}}),
    ]
    rows = {r.player: r for r in circuit_standings(placements)}
    assert rows["x"].rank == rows["y"].rank


def test_published_placements_win_over_computed_ones_of_the_same_event():
    placements = [
        *event("a", {"ann": 2, "bob": 1}, published=True),
        *event("a", {"ann": 1, "bob": 2}, published=False),
        *event("b", {"ann": 1, "bob": 2}, published=False),  # computed only: used
    ]
    rows = {r.player: r for r in circuit_standings(placements)}
    assert rows["ann"].results["a"].rank == 2
    assert rows["ann"].results["b"].rank == 1
    assert rows["ann"].results["a"].players == 2


def test_tied_placements_share_the_best_placement_of_the_tie():
    # dense style ranks 1, 2, 2, 3: the last player is 4th of 4
    rows = {r.player: r for r in circuit_standings(event("a", {"a": 1, "b": 2, "c": 2, "d": 3}))}
    assert rows["b"].results["a"].percentile == pytest.approx((4.5 - 2) / 4 * 100)
    assert rows["d"].results["a"].percentile == pytest.approx((4.5 - 4) / 4 * 100)


def test_of_two_equal_results_the_earlier_event_counts():
    placements = [*event("late", {"ann": 1, "bob": 2}), *event("early", {"ann": 1, "bob": 2})]
    rows = {r.player: r for r in circuit_standings(placements, 1, event_order=["early", "late"])}
    assert rows["ann"].results["early"].counted
    assert not rows["ann"].results["late"].counted


def test_no_placements_give_an_empty_table():
    assert circuit_standings([], best_of=3) == []
