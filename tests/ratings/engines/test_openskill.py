"""OpenSkill (Plackett-Luce): ordinals, placements, and equality with the package."""

from datetime import date, timedelta

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from openskill.models import PlackettLuce

from ratings.engines import get_engine
from ratings.engines.openskill_pl import OpenSkillRating, plackett_luce
from ratings.engines.outcomes import placement_ranks

from .factories import game

ENGINE = get_engine("openskill")
D = date(2021, 3, 1)


def board(winner, others, id=1, end=D):
    """winner solos with 18; the others hold 6, 4, 3, 2, 1 and 0 (eliminated)."""
    centres = [6, 4, 3, 2, 1, 0]
    rows = [(winner, 18, None)]
    rows += [(p, c, None if c else 1907) for p, c in zip(others, centres, strict=True)]
    return game(id, rows, end=end)


def test_the_stored_rating_is_the_ordinal_and_mu_sigma_are_kept():
    table = ENGINE.compute([board("w", ["a", "b", "c", "d", "e", "f"])])
    w = table.ratings["w"]
    model = PlackettLuce()
    assert w.rating == w.mu - 3 * w.sigma
    assert w.rating == model.rating(mu=w.mu, sigma=w.sigma).ordinal()
    assert w.sigma < model.sigma


def test_a_winners_ordinal_goes_up_and_tops_the_game():
    table = ENGINE.compute([board("w", ["a", "b", "c", "d", "e", "f"])])
    change = next(c for c in table.changes if c.player == "w")
    assert change.after > change.before
    assert max(table.ratings.values(), key=ENGINE.sort_key).player == "w"
    assert table.ratings["w"].mu > PlackettLuce().mu


def test_a_newcomers_single_win_does_not_top_a_consistent_player():
    games = []
    for i in range(12):
        others = [f"x{i}-{j}" for j in range(6)]
        games.append(board("steady", others, id=i, end=D + timedelta(days=i)))
    others = [f"y{j}" for j in range(6)]
    games.append(board("lucky", others, id=100, end=D + timedelta(days=30)))
    table = ENGINE.compute(games)
    assert table.ratings["lucky"].rating < table.ratings["steady"].rating
    assert table.ratings["lucky"].mu > PlackettLuce().mu  # the win did count
    ranking = sorted(table.ratings.values(), key=ENGINE.sort_key, reverse=True)
    assert ranking[0].player == "steady"


def test_placement_order_survivors_by_centres_then_later_elimination_first():
    results = [
        ("a", 9, None),
        ("b", 12, None),
        ("c", 9, None),
        ("d", 0, 1905),
        ("e", 0, 1908),
        ("f", 0, 1905),
        ("g", 4, None),
    ]
    assert placement_ranks(results) == [2, 1, 2, 6, 5, 6, 4]


def test_a_1v1_draw_is_a_tie_and_leaves_equal_players_equal():
    g = game(1, [("a", 17, None), ("b", 17, None)], variant="gvi")
    table = ENGINE.compute([g], "1v1")
    assert table.ratings["a"].mu == table.ratings["b"].mu == pytest.approx(25.0)
    assert ENGINE.compute([g], "overall").ratings == {}


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.tuples(st.floats(0, 50), st.floats(0.5, 9), st.integers(1, 4)), min_size=2, max_size=9
    )
)
def test_the_inline_update_equals_the_package_to_the_last_bit(players):
    players.sort(key=lambda p: p[2])
    mus = [p[0] for p in players]
    sigmas = [p[1] for p in players]
    ranks = [p[2] for p in players]
    model = PlackettLuce()
    teams = [[model.rating(mu=m, sigma=s)] for m, s in zip(mus, sigmas, strict=True)]
    rated = model.rate(teams, ranks=ranks)
    assert plackett_luce(mus, sigmas, ranks) == [(t[0].mu, t[0].sigma) for t in rated]


def test_the_engine_with_the_package_gives_the_same_table_on_real_boards(real_board_games):
    inline = OpenSkillRating().compute(real_board_games)
    package = OpenSkillRating(use_package=True).compute(real_board_games)
    assert inline.ratings == package.ratings
    assert inline.changes == package.changes
