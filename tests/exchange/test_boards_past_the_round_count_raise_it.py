"""Boards brought to an existing tournament may name a round past its count:
each of the three inputs that do (pasted board rows, the WDD pair, a WDR
player file) raises the count to the boards' last round and says so in the
import's warnings, naming the tournament."""

import pytest

from tournaments.exchange.wdd_export import wdd_pair
from tournaments.importing import import_bundle_data, import_payloads
from tournaments.models import Tournament

from .conftest import empty_tournament
from .wdr_samples import board_entry, encode, player

pytestmark = pytest.mark.django_db

HEADER = "round,board,power,player,centres,eliminated_year\n"


def rounds_of(key):
    return Tournament.objects.get(key=key).rounds


def test_pasted_board_rows_of_a_later_round_raise_the_count(scored):
    report = import_payloads(
        [("r4.csv", (HEADER + "4,1,France,p1,18,\n4,1,England,p2,16,\n").encode())],
        tournament_key="t1",
    )
    assert rounds_of("t1") == 4
    assert "tournament t1: rounds raised from 2 to 4 for its boards" in report.warnings


def test_the_wdd_pair_into_a_one_round_event_raises_it_to_the_pair_s_rounds(scored):
    import_bundle_data(empty_tournament("t2", rounds=1))
    report = import_payloads(list(wdd_pair(scored).items()), tournament_key="t2")
    assert rounds_of("t2") == 2
    assert "tournament t2: rounds raised from 1 to 2 for its boards" in report.warnings


def test_a_wdr_player_file_with_a_later_board_raises_the_count():
    import_payloads([("sevin.json", encode(player()))])
    assert rounds_of("wdd-t987") == 1
    later = player(wdd_id=55, first="Ana", last="Lima", boards=[board_entry(rnd=3, number=1)])
    report = import_payloads([("lima.json", encode(later))])
    assert rounds_of("wdd-t987") == 3
    assert "tournament wdd-t987: rounds raised from 1 to 3 for its boards" in report.warnings


def test_boards_within_the_count_leave_it_and_warn_nothing(scored):
    report = import_payloads(
        [("r2.csv", (HEADER + "2,1,France,p1,18,\n2,1,England,p2,16,\n").encode())],
        tournament_key="t1",
    )
    assert rounds_of("t1") == 2
    assert not [w for w in report.warnings if "rounds raised" in w]
