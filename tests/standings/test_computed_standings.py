"""Boards with a scoring system produce stored standings, board scores and awards."""

import pytest

from tests.importing.bundles import bundle
from tournaments.importing import import_bundle_data
from tournaments.models import BoardScore, ComputedStanding, CountryAward, GameResult, Standing
from tournaments.standings import recompute_standings

pytestmark = pytest.mark.django_db


def test_squares_daanz_boards_give_stored_standings():
    import_bundle_data(bundle())
    recompute_standings(None)
    rows = list(
        ComputedStanding.objects.order_by("rank").values_list("player__key", "rank", "score")
    )
    # Two identical boards: p1 (10 centres) scores 2 * 100*100/234 (squares of 10,8,6,4,3,3,0 add to 234).
    assert rows[0][0:2] == ("p1", 1)
    assert rows[0][2] == pytest.approx(2 * 100 * 100 / 234)
    assert [r[1] for r in rows] == [1, 2, 3, 4, 5, 5, 7]
    assert (
        BoardScore.objects.count() == GameResult.objects.filter(game__round__isnull=False).count()
    )
    assert sum(BoardScore.objects.values_list("score", flat=True)) == pytest.approx(200)
    assert CountryAward.objects.get(power="Austria").player.key == "p1"


def test_the_dip_pouch_percentile_is_stored_with_each_standing():
    import_bundle_data(bundle())
    recompute_standings(None)
    top = ComputedStanding.objects.get(rank=1)
    assert top.dip_pouch_score == pytest.approx((7 + 0.5 - 1) / 7 * 100)


def test_published_standings_are_kept_beside_computed_ones():
    data = bundle()
    data["tournaments"][0]["standings"] = [{"player": f"p{i}", "rank": 8 - i} for i in range(1, 8)]
    import_bundle_data(data)
    recompute_standings(None)
    assert Standing.objects.get(player__key="p1").rank == 7
    assert ComputedStanding.objects.get(player__key="p1").rank == 1


def test_a_board_correction_re_ranks_the_tournament():
    data = bundle()
    import_bundle_data(data)
    recompute_standings(None)
    for b in data["tournaments"][0]["boards"]:
        b["players"][0]["centres"], b["players"][1]["centres"] = 8, 10
    import_bundle_data(data)
    recompute_standings(None)
    assert ComputedStanding.objects.get(rank=1).player.key == "p2"


def test_recompute_runs_after_an_import(run_on_commit):
    run_on_commit(import_bundle_data, bundle())
    assert ComputedStanding.objects.filter(tournament__key="t1").count() == 7
