"""Circuit standings computed on integers (S scaled by the lcm of the events'
2N) rank, count and total exactly as the rule does with exact fractions."""

from collections import defaultdict
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from tournaments.circuits import Placement, circuit_standings, percentile, placements_of


def by_the_rule(placements, best_of, event_order):
    """The rule with Fractions: {player: (rank, total, {event: (S, counted)})}."""
    events = defaultdict(list)
    for p in placements:
        events[p.tournament].append(p)
    results = defaultdict(list)
    for tournament, rows in events.items():
        if any(r.published for r in rows):
            rows = [r for r in rows if r.published]
        place = placements_of(r.rank for r in rows)
        for r in rows:
            results[r.player].append((tournament, percentile(len(rows), place[r.rank])))
    position = {t: i for i, t in enumerate(event_order)}
    totals, counted = {}, {}
    for player, scores in results.items():
        best = sorted(scores, key=lambda e: (-e[1], position[e[0]]))
        kept = best if not best_of else best[:best_of]
        totals[player] = sum((s for _t, s in kept), Fraction(0))
        counted[player] = {t: (s, (t, s) in kept) for t, s in scores}
    return {
        player: (1 + sum(1 for t in totals.values() if t > total), total, counted[player])
        for player, total in totals.items()
    }


events = st.lists(
    st.tuples(
        st.dictionaries(st.sampled_from("abcdefghij"), st.integers(1, 6), min_size=1),
        st.booleans(),
    ),
    min_size=1,
    max_size=6,
)


@settings(max_examples=200, deadline=None)
@given(events=events, best_of=st.one_of(st.none(), st.integers(1, 4)), data=st.data())
def test_integer_totals_are_the_exact_fractions(events, best_of, data):
    placements = [
        Placement(f"e{i}", player, rank, published)
        for i, (ranks, published) in enumerate(events)
        for player, rank in ranks.items()
    ]
    # the events' order (their dates) need not be the order the rows come in
    order = data.draw(st.permutations([f"e{i}" for i in range(len(events))]))
    rows = circuit_standings(placements, best_of, event_order=order)
    expected = by_the_rule(placements, best_of, order)
    assert {r.player for r in rows} == set(expected)
    for row in rows:
        rank, total, results = expected[row.player]
        assert (row.rank, row.value) == (rank, total)
        assert row.total == float(total)
        assert {t: (e.value, e.counted) for t, e in row.results.items()} == results
        assert all(e.percentile == float(e.value) for e in row.results.values())
