"""Impossible boards are rejected with ValueError instead of scoring nonsense."""

import pytest

from tournaments.scoring import BoardInput, Position, get_system

SD = get_system("squares-daanz")


@pytest.mark.parametrize(
    "positions",
    [
        (),
        (Position("a", "Austria", 20), Position("b", "England", 20)),  # 40 centres
        (Position("a", "Austria", 10), Position("b", "Austria", 10)),  # same power twice
        (Position("a", "Austria", 10), Position("a", "England", 10)),  # same player twice
        (Position("a", "Prussia", 10),),  # not a power
        (Position("a", "Austria", -1), Position("b", "England", 10)),
        (Position("a", "Austria", 3, 1905), Position("b", "England", 10)),  # alive but eliminated
        (Position("a", "Austria", 0, 1905), Position("b", "England", 0, 1906)),  # no survivor
        tuple(Position(i, p, 1) for i, p in enumerate(["Austria"] * 8)),
    ],
)
def test_impossible_boards_are_rejected(positions):
    with pytest.raises(ValueError):
        SD.score_game(positions)


def test_rank_rejects_an_impossible_board():
    bad = BoardInput(1, 1, (Position("a", "Austria", 20), Position("b", "England", 20)))
    with pytest.raises(ValueError):
        SD.rank([bad])
