"""A WDR player file carries no centre chart: when it corrects a board result's end
position, the chart recorded for that result (which ended elsewhere) is dropped rather than
left contradicting the new end position; an unchanged result keeps its chart."""

import pytest

from tournaments.importing import import_payloads
from tournaments.models import GameResult

from .wdr_samples import board_entry, encode, player

pytestmark = pytest.mark.django_db


def sevin_result():
    return GameResult.objects.get(player__key="wdd-1234")


def test_a_corrected_end_position_drops_the_chart():
    import_payloads([("sevin.json", encode(player()))])  # France, 12 centres
    GameResult.objects.filter(pk=sevin_result().pk).update(centres_by_year="5,6,8,10,12")
    import_payloads([("sevin.json", encode(player(boards=[board_entry(centres=11)])))])
    assert (sevin_result().centres, sevin_result().centres_by_year) == (11, "")


def test_the_same_end_position_keeps_the_chart():
    import_payloads([("sevin.json", encode(player()))])
    GameResult.objects.filter(pk=sevin_result().pk).update(centres_by_year="5,6,8,10,12")
    import_payloads([("sevin.json", encode(player()))])
    assert sevin_result().centres_by_year == "5,6,8,10,12"
