"""Online games take webDiplomacy's optional fields (players[].status, turns, bot,
end_time: interchange.md, "Additions"), store them, and refuse bad values with
the usual one-line error naming the file, the game and the problem."""

from datetime import UTC, datetime

import pytest

from tournaments.importing import import_bundle_data
from tournaments.models import Game, GameResult

from .bundles import bundle
from .test_bad_input import refuse

pytestmark = pytest.mark.django_db


def with_game(**fields):
    data = bundle()
    data["games"][0].update(fields)
    return data


def test_the_fields_are_stored():
    data = with_game(turns=12, bot=False, end_time="2019-04-02T21:15:30+02:00")
    data["games"][0]["players"][3]["status"] = "resigned"
    import_bundle_data(data)
    g = Game.objects.get(key="g1")
    assert (g.turns, g.bot, g.end_time) == (12, False, datetime(2019, 4, 2, 19, 15, 30, tzinfo=UTC))
    statuses = dict(GameResult.objects.filter(game=g).values_list("player__key", "status"))
    assert statuses == {f"p{i}": "resigned" if i == 4 else "" for i in range(1, 8)}


def test_without_them_a_game_is_as_before():
    import_bundle_data(bundle())
    g = Game.objects.get(key="g1")
    assert (g.turns, g.bot, g.end_time) == (None, False, None)
    assert set(GameResult.objects.values_list("status", flat=True)) == {""}


def test_an_end_time_without_offset_is_utc():
    import_bundle_data(with_game(end_time="2019-04-02T10:00:00"))
    assert Game.objects.get(key="g1").end_time == datetime(2019, 4, 2, 10, tzinfo=UTC)


def test_a_status_other_than_resigned_is_refused():
    data = bundle()
    data["games"][0]["players"][0]["status"] = "left"
    refuse(data, "game g1", "status 'left' is not one of resigned")


def test_a_status_on_a_tournament_board_is_an_unknown_field():
    data = bundle()
    data["tournaments"][0]["boards"][0]["players"][0]["status"] = "resigned"
    refuse(data, "tournament t1", "unknown field 'status'")


def test_negative_turns_are_refused():
    refuse(with_game(turns=-1), "game g1", "turns -1 is out of range")


def test_turns_must_be_a_whole_number():
    refuse(with_game(turns=3.5), "game g1", "turns must be a whole number")


def test_bot_must_be_true_or_false():
    refuse(with_game(bot="yes"), "game g1", "bot must be true or false")


@pytest.mark.parametrize("value", ["yesterday", "2019-04-02", "2019-13-02T10:00:00", 1554192000])
def test_an_end_time_that_is_not_an_iso_8601_date_time_is_refused(value):
    refuse(with_game(end_time=value), "game g1", "end_time", "ISO 8601 date-time")


def test_an_end_time_on_another_day_than_the_end_date_is_refused():
    message = refuse(with_game(end_time="2019-04-03T01:00:00Z"), "game g1")
    assert "falls on 2019-04-03 (UTC), not on the game's end_date 2019-04-02" in message
