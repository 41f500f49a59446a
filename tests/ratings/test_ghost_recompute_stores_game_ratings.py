"""Game-based systems read boards and online games and store every category."""

import pytest

from ratings import services
from ratings.models import Rating
from tournaments.models import Game

from ..stored_changes import stored_changes
from .builders import bundle, game, player

pytestmark = pytest.mark.django_db

SEVEN = [f"p{i}" for i in range(7)]


def three_way_draw(key="g1", end="2019-04-02", **kw):
    centres = [12, 11, 11, 0, 0, 0, 0]
    return game(key, end, list(zip(SEVEN, centres, strict=True)), **kw)


def test_seven_newcomers_in_a_three_way_draw(import_only):
    import_only(bundle([player(k) for k in SEVEN], games=[three_way_draw()]))

    services.recompute("ghost")

    overall = dict(
        Rating.objects.filter(system="ghost", category="overall").values_list(
            "player__key", "rating"
        )
    )
    assert overall["p0"] == pytest.approx(100 + 40 * (1 / 3 - 1 / 7))
    assert overall["p0"] == pytest.approx(107.619, abs=1e-3)
    assert overall["p6"] == pytest.approx(100 - 40 / 7)
    assert sum(overall.values()) == pytest.approx(700)
    (change,) = stored_changes("ghost", "overall", player="p0")
    assert change.game_key == "g1" and change.tournament_id is None
    assert change.weight == pytest.approx(40)


def test_a_game_counts_only_in_the_categories_that_list_it(import_only):
    import_only(bundle([player(k) for k in SEVEN], games=[three_way_draw()]))

    services.recompute("ghost")

    categories = set(Rating.objects.filter(system="ghost").values_list("category", flat=True))
    assert categories == {"overall", "full-press"}


def test_gunboat_live_games_count_in_gunboat_and_live(import_only):
    live = three_way_draw(press="gunboat", phase_minutes=5)
    import_only(bundle([player(k) for k in SEVEN], games=[live]))

    services.recompute("ghost")

    rows = dict(
        Rating.objects.filter(system="ghost", player__key="p0").values_list("category", "rating")
    )
    assert set(rows) == {"overall", "gunboat", "live"}
    # overall: press modifier 4, so x = 700 / 70 = 10; gunboat: modifier 1, x = 40.
    assert rows["overall"] == pytest.approx(100 + 10 * (1 / 3 - 1 / 7))
    assert rows["gunboat"] == pytest.approx(100 + 40 * (1 / 3 - 1 / 7))


def test_tournament_boards_count_as_standard_full_press_games(import_only):
    data = bundle([player(k) for k in SEVEN])
    board_players = three_way_draw()["players"]
    data["tournaments"] = [
        {
            "key": "t1",
            "name": "Open",
            "start_date": "2019-04-01",
            "end_date": "2019-04-02",
            "rounds": 1,
            "scoring_system": "draw-size",
            "standings": [{"player": k, "rank": i} for i, k in enumerate(SEVEN, 1)],
            "boards": [{"round": 1, "board": 1, "players": board_players}],
        }
    ]
    import_only(data)

    services.recompute("ghost")

    (change,) = stored_changes("ghost", "full-press", player="p0")
    assert Game.objects.get(pk=change.game_id).round.tournament.key == "t1"
    assert change.after == pytest.approx(100 + 40 * (1 / 3 - 1 / 7))


def test_1v1_games_use_elo(import_only):
    duel = game("d1", "2020-01-01", [("a", 18), ("b", 0)], variant="fva")
    import_only(bundle([player("a"), player("b")], games=[duel]))

    services.recompute("ghost")

    rows = dict(
        Rating.objects.filter(system="ghost", player__key="a").values_list("category", "rating")
    )
    assert rows == {"1v1": 116.0, "fva": 116.0}
