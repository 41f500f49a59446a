"""All three game-based runs over the 40 real webDiplomacy end positions."""

import pytest

from ratings.engines import get_engine
from ratings.engines.ghost import actual_scores

from .conftest import POOL


def test_there_are_forty_boards_of_seven_with_two_solos(real_board_games):
    assert len(real_board_games) == 40
    assert all(len(g.results) == 7 for g in real_board_games)
    solos = [g for g in real_board_games if max(c for _, c, _ in g.results) >= 18]
    assert len(solos) == 2


def test_every_board_splits_an_actual_score_of_one(real_board_games):
    for g in real_board_games:
        for scoring in ("dss", "sos"):
            assert sum(actual_scores(g.results, "classic", scoring)) == pytest.approx(1)


def test_ghost_total_rating_is_conserved_over_the_whole_history(real_board_games):
    table = get_engine("ghost").compute(real_board_games, "full-press")
    assert set(table.ratings) == set(POOL)
    assert sum(r.rating for r in table.ratings.values()) == pytest.approx(100 * len(POOL))
    assert sum(r.count for r in table.ratings.values()) == 7 * 40
    solo_games = {
        g.id: max(g.results, key=lambda r: r[1])[0]
        for g in real_board_games
        if max(c for _, c, _ in g.results) >= 18
    }
    solo_changes = [c for c in table.changes if solo_games.get(c.source_id) == c.player]
    assert len(solo_changes) == 2
    for c in solo_changes:
        assert c.score == pytest.approx(1 - c.before / (c.weight * 17.5))  # 1 - expected
        assert c.after > c.before


def test_each_players_changes_chain_and_the_peak_is_the_highest_held(real_board_games):
    for slug in ("ghost", "openskill"):
        table = get_engine(slug).compute(real_board_games)
        for player, rating in table.ratings.items():
            mine = [c for c in table.changes if c.player == player]
            assert len(mine) == rating.count
            for a, b in zip(mine, mine[1:], strict=False):
                assert b.before == a.after
            assert mine[-1].after == rating.rating
            assert rating.peak == max([mine[0].before] + [c.after for c in mine])
            assert rating.last_played == mine[-1].date
