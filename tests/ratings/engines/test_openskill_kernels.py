"""The straight-line Plackett-Luce kernels give the openskill package's numbers
to the last bit, for every shape of finishing order (ties anywhere)."""

from hypothesis import given, settings
from hypothesis import strategies as st
from openskill.models import PlackettLuce

from ratings.engines.openskill_kernels import Z, kernel, source

MODEL = PlackettLuce()


def package(states, ties):
    ranks = [1]
    for i, tied in enumerate(ties, 2):
        ranks.append(ranks[-1] if tied else i)
    teams = [[MODEL.rating(mu=m, sigma=s)] for m, s in states]
    rated = MODEL.rate(teams, ranks=ranks)
    return [(t[0].mu, t[0].sigma) for t in rated]


@settings(max_examples=400, deadline=None)
@given(
    st.integers(2, 7).flatmap(
        lambda n: st.tuples(
            st.lists(st.tuples(st.floats(-10, 60), st.floats(0.3, 9)), min_size=n, max_size=n),
            st.lists(st.booleans(), min_size=n - 1, max_size=n - 1),
        )
    )
)
def test_a_kernel_equals_the_package_to_the_last_bit(case):
    states, ties = case
    ties = tuple(ties)
    players = [f"p{i}" for i in range(len(states))]
    gauss = dict(zip(players, states, strict=True))
    before, after = kernel(ties)(gauss, players)
    new = package(states, ties)
    assert [gauss[p] for p in players] == new
    assert list(before) == [m - Z * s for m, s in states]
    assert list(after) == [m - Z * s for m, s in new]


def test_a_newcomer_starts_from_the_package_defaults():
    gauss = {}
    before, after = kernel((False,))(gauss, ["a", "b"])
    first = MODEL.mu - Z * MODEL.sigma
    assert before == (first, first)
    assert [gauss["a"], gauss["b"]] == package([(MODEL.mu, MODEL.sigma)] * 2, (False,))


def test_a_kernel_is_written_once_per_shape_and_has_no_loop():
    tied = (False, True, True, False)
    assert kernel(tied) is kernel(tied)
    code = source(tied)
    assert " for " not in code and "while" not in code
    assert code.count(" + (0.0 ") == 5  # one omega per player
    assert code.count(" sqrt(0.0 + ") == 1  # one collective variance
