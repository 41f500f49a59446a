"""A board's centre chart reaches the stored standings: in a Maxonian tournament it breaks a
tie on centres that is shared without it, and the standings service reads the charts with
the boards in bulk (its queries do not grow with the boards)."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from tests.importing.bundles import bundle
from tests.importing.test_centre_chart_bundle import CHARTS, charted
from tournaments.importing import import_bundle_data
from tournaments.models import BoardScore, ComputedStanding
from tournaments.standings import recompute_standings

pytestmark = pytest.mark.django_db

#: France and Germany both end on 6 centres; at the end of 1908 France held 5, Germany 6,
#: so the chart puts Germany ahead (the player ahead most recently takes the better place)
TIED = {
    **CHARTS,
    "France": [5, 5, 5, 6, 6, 6, 6, 5, 6],
    "Germany": [5, 5, 4, 4, 4, 4, 4, 6, 6],
}


def maxonian_tournament(with_charts: bool) -> dict:
    data = charted(**TIED) if with_charts else bundle()
    t = data["tournaments"][0]
    t["scoring_system"] = "maxonian"
    t["standings"] = []
    t["boards"] = t["boards"][:1]
    t["rounds"] = 1
    for result in t["boards"][0]["players"]:
        if result["power"] in ("France", "Germany"):
            result["centres"] = 6
        if result["power"] == "Austria":
            result["centres"] = 8
            if with_charts:
                result["centres_by_year"] = [4, 5, 6, 7, 8, 8, 8, 8, 8]
    return data


def stored() -> dict:
    ranks = dict(
        ComputedStanding.objects.filter(tournament__key="t1").values_list("player__key", "rank")
    )
    scores = dict(BoardScore.objects.values_list("result__power", "score"))
    return {"ranks": ranks, "scores": scores}


def test_the_chart_breaks_the_tie_in_the_stored_standings():
    import_bundle_data(maxonian_tournament(with_charts=True))
    recompute_standings(None)
    result = stored()
    # Austria and England end on 8 and stay level back to 1907; in 1906 Austria held 8,
    # England 7. Germany leads France in 1908 (6 to 5).
    assert result["scores"]["Austria"] == 7 and result["scores"]["England"] == 6
    assert result["scores"]["Germany"] == 5 and result["scores"]["France"] == 4
    assert result["ranks"]["p4"] < result["ranks"]["p3"]  # Germany (p4) above France (p3)


def test_without_the_chart_the_tied_players_share():
    import_bundle_data(maxonian_tournament(with_charts=False))
    recompute_standings(None)
    result = stored()
    assert result["scores"]["Germany"] == result["scores"]["France"] == 4.5
    assert result["ranks"]["p4"] == result["ranks"]["p3"]


def queries_to_recompute(boards: int) -> int:
    data = maxonian_tournament(with_charts=True)
    t = data["tournaments"][0]
    t["rounds"] = boards
    template = t["boards"][0]
    t["boards"] = [{**template, "round": r} for r in range(1, boards + 1)]
    import_bundle_data(data)
    with CaptureQueriesContext(connection) as queries:
        recompute_standings(None)
    return len(queries)


def test_reading_the_charts_takes_no_query_per_board():
    few = queries_to_recompute(1)
    ComputedStanding.objects.all().delete()
    assert queries_to_recompute(6) == few
