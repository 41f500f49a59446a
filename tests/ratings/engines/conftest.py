"""Real end positions as game records, shared by the engine tests."""

from datetime import date

import pytest

from ratings.engines import GameRecord

# Twelve made-up players take the seven powers of each game in turn, so the
# 40 real boards build a history in which ratings interact.
POOL = [f"player-{i}" for i in range(12)]


@pytest.fixture(scope="session")
def real_board_games(real_boards):
    games = []
    for n, (game_id, rows) in enumerate(sorted(real_boards.items())):
        results = tuple(
            (POOL[(n * 5 + i) % len(POOL)], centres, year)
            for i, (_power, centres, year, _end) in enumerate(rows)
        )
        games.append(
            GameRecord(
                id=int(game_id),
                end_date=date.fromisoformat(rows[0][3]),
                variant="classic",
                press="full",
                phase_minutes=1440,
                scoring="dss",
                results=results,
            )
        )
    return games
