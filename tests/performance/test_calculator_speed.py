"""The calculator scores one board under every registered system in a few milliseconds
(about 1-3 ms for the 38 systems on the bench machine): it is pure Python, no query."""

import time

from tournaments.scoring import SYSTEMS, Position
from tournaments.views.calculator import EXAMPLE_BOARDS, score_everywhere

#: generous for a shared 2-core machine; a query or a slow engine per system would blow it
BUDGET_MS = 25


def test_every_system_scores_a_board_within_the_budget(db, django_assert_num_queries):
    for board in EXAMPLE_BOARDS:
        positions = [Position(p, p, c, y) for p, c, y in board["positions"]]
        score_everywhere(positions)  # warm
        runs = []
        for _ in range(7):
            start = time.perf_counter()
            with django_assert_num_queries(0):
                rows = score_everywhere(positions)
            runs.append((time.perf_counter() - start) * 1000)
        assert len(rows) == len(SYSTEMS) and not any(r["error"] for r in rows)
        assert sorted(runs)[len(runs) // 2] < BUDGET_MS, runs
