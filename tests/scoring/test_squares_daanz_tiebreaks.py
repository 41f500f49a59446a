"""Squares-DAANZ tie-breaks, each isolated: the two players have equal totals and are equal on
every earlier tie-break (spec: "Tie-breaks, in order")."""

from tournaments.scoring import get_system

from .helpers import board

SD = get_system("squares-daanz")

_counter = iter(range(10_000))


def shape(player, slot_centres, me, years=None):
    """A board in which ``player`` holds ``me`` centres among anonymous opponents."""
    n = next(_counter)
    years = years or [None if c else 1905 for c in slot_centres]
    entries = [(player, me, None if me else 1905)]
    entries += [
        (f"o{n}_{i}", c, y) for i, (c, y) in enumerate(zip(slot_centres, years, strict=True))
    ]
    return entries


def boards_for(*games):
    return [
        board(r + 1, number, entries)
        for number, game_list in enumerate(games, 1)
        for r, entries in enumerate(game_list)
    ]


def rows_of(boards):
    return {r.player: r for r in SD.rank(boards).rows}


TWO_WAY = [17, 0, 0, 0, 0, 0]  # me 17: 50
FOUR_WAY = [8, 8, 8, 0, 0, 0]  # me 8: 25
SIX_SIX = [6, 4, 2, 2, 0, 0]  # me 6: 36 / 96 = 37.5
FOUR_TWOS = [4, 2, 2, 2, 0, 0]  # me 2: 4 / 32 = 12.5
SOLO_FOR_ME = [6, 4, 3, 3, 0, 0]  # me 18: 100
ELIMINATED = [17, 17, 0, 0, 0, 0]  # me 0: 0


def test_most_wins_breaks_an_equal_total():
    boards = boards_for(
        [shape("A", SOLO_FOR_ME, 18), shape("A", ELIMINATED, 0)],
        [shape("B", TWO_WAY, 17), shape("B", TWO_WAY, 17)],
    )
    rows = rows_of(boards)
    assert rows["A"].score == rows["B"].score == 100
    assert (rows["A"].wins, rows["B"].wins) == (1, 0)
    assert rows["A"].rank < rows["B"].rank


def test_most_draws_breaks_equal_total_and_wins():
    boards = boards_for(
        [shape("A", FOUR_WAY, 8), shape("A", FOUR_WAY, 8)],
        [shape("B", TWO_WAY, 17), shape("B", ELIMINATED, 0)],
    )
    rows = rows_of(boards)
    assert rows["A"].score == rows["B"].score == 50
    assert rows["A"].wins == rows["B"].wins == 0
    assert (rows["A"].draws, rows["B"].draws) == (2, 1)
    assert rows["A"].rank < rows["B"].rank


def test_better_best_game_breaks_equal_total_wins_and_draws():
    boards = boards_for(
        [shape("A", TWO_WAY, 17), shape("A", FOUR_WAY, 8)],  # 50 + 25
        [shape("B", SIX_SIX, 6), shape("B", SIX_SIX, 6)],  # 37.5 + 37.5
    )
    rows = rows_of(boards)
    assert rows["A"].score == rows["B"].score == 75
    assert (rows["A"].draws, rows["B"].draws) == (2, 2)
    assert rows["A"].rank < rows["B"].rank


def test_better_second_best_game_breaks_an_equal_best_game():
    boards = boards_for(
        [shape("A", TWO_WAY, 17), shape("A", SIX_SIX, 6), shape("A", FOUR_TWOS, 2)],  # 50+37.5+12.5
        [shape("B", TWO_WAY, 17), shape("B", FOUR_WAY, 8), shape("B", FOUR_WAY, 8)],  # 50+25+25
    )
    rows = rows_of(boards)
    assert rows["A"].score == rows["B"].score == 100
    assert (rows["A"].draws, rows["B"].draws) == (3, 3)
    assert rows["A"].rank < rows["B"].rank


def test_better_third_best_game_breaks_equal_best_and_second_best_games():
    # both third games score 25; A's is an equal 1st of four, B's an equal 2nd (7, 5, 5, 1)
    boards = boards_for(
        [shape("A", TWO_WAY, 17), shape("A", SIX_SIX, 6), shape("A", FOUR_WAY, 8)],
        [shape("B", TWO_WAY, 17), shape("B", SIX_SIX, 6), shape("B", [7, 5, 1, 0, 0, 0], 5)],
    )
    rows = rows_of(boards)
    assert rows["A"].score == rows["B"].score == 112.5
    assert rows["A"].rank < rows["B"].rank


def test_a_missing_third_game_compares_below_any_third_game():
    boards = boards_for(
        [shape("A", TWO_WAY, 17), shape("A", TWO_WAY, 17), shape("A", ELIMINATED, 0)],
        [shape("B", TWO_WAY, 17), shape("B", TWO_WAY, 17)],
    )
    rows = rows_of(boards)
    assert rows["A"].score == rows["B"].score == 100
    assert rows["A"].draws == rows["B"].draws == 2
    assert rows["A"].rank < rows["B"].rank


def test_players_equal_on_every_tie_break_share_the_rank():
    boards = boards_for(
        [shape("A", TWO_WAY, 17), shape("A", FOUR_WAY, 8)],
        [shape("B", TWO_WAY, 17), shape("B", FOUR_WAY, 8)],
    )
    rows = rows_of(boards)
    assert rows["A"].rank == rows["B"].rank == 1
