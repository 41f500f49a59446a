"""The board-wide parts of the Squares-DAANZ game comparison (soloist, places by centres,
step 5's placed scores) are worked out once a board and shared by its games. Every game's
key must be exactly the one the comparison gives when each player's game is worked out on
its own, as the spec words it: same values, same exact types, for every system's scores."""

from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from tournaments.scoring import POWERS, SYSTEMS, BoardInput, Position, squares_daanz_game_key
from tournaments.scoring.positions import elimination_year

from .test_properties import boards


def own_key(game):
    """The five steps for one player, reading the board afresh (the spec's wording)."""
    positions, scores, me = game.positions, game.scores, game.position
    solo = [i for i, p in enumerate(positions) if p.centres >= 18]
    if solo:
        outcome = 3 if solo[0] == game.index else 0
    else:
        outcome = 1 if me.centres == 0 else 2
    better = sum(1 for p in positions if p.centres > me.centres)
    sharing = sum(1 for p in positions if p.centres == me.centres)
    year = elimination_year(me, game.end_year)
    placed = sorted(
        (
            (p.centres, Fraction(0) if p.eliminated else s)
            for p, s in zip(positions, scores, strict=True)
        ),
        key=lambda cs: (-cs[0], -cs[1]),
    )
    others = [s for _, s in placed] + [Fraction(0)] * (len(POWERS) - len(placed))
    diffs = tuple(game.score - s for s in others)
    return (outcome, game.score, -better, -sharing, 10_000 if year is None else year, diffs)


@st.composite
def any_boards(draw):
    """Boards of 2 to 7 powers, with solos, ties, recorded and unrecorded elimination
    years, and a recorded end year or not."""
    positions = draw(boards(size=draw(st.integers(2, 7))))
    positions = tuple(
        Position(p.player, p.power, p.centres, p.eliminated_year if draw(st.booleans()) else None)
        for p in positions
    )
    years = [p.eliminated_year for p in positions if p.eliminated_year is not None]
    end_year = draw(st.none() | st.integers(max([1901, *years]), 1912))
    return BoardInput(1, 1, positions, end_year)


def assert_same_key(game):
    key, expected = squares_daanz_game_key(game), own_key(game)
    assert key == expected
    assert [type(x) for x in key[5]] == [type(x) for x in expected[5]]


@given(any_boards())
def test_every_systems_game_keys_match_the_per_player_comparison(board):
    for system in SYSTEMS.values():
        for game in system.played_games(board):
            assert_same_key(game)


def test_a_solo_boards_losers_on_equal_scores_keep_their_own_places():
    # the losers all score 0 and share the step 5 differences, not steps 3 and 4
    board = BoardInput(
        1,
        1,
        (
            Position("a", "Austria", 18),
            Position("b", "England", 9),
            Position("c", "France", 5),
            Position("d", "Germany", 2),
            Position("e", "Italy", 0, 1904),
            Position("f", "Russia", 0),
        ),
        1907,
    )
    games = SYSTEMS["squares-daanz"].played_games(board)
    for game in games:
        assert_same_key(game)
    keys = [squares_daanz_game_key(g) for g in games]
    assert keys[1][5] == keys[2][5] == keys[4][5] == (Fraction(-100), *[Fraction(0)] * 6)
    assert [k[2:5] for k in keys[4:]] == [(-4, -2, 1904), (-4, -2, 1907)]
