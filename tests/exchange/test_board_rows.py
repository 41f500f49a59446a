"""Board rows (round,board,power,player,centres,eliminated_year): the boards of
the rounds they name replace those rounds' boards, other rounds stay; players
by key, merged key or name (with a homonym where two share it)."""

import pytest

from tournaments.importing import ImportFailed, import_bundle_data, import_payloads
from tournaments.models import GameResult, Player

from .conftest import boards_of

pytestmark = pytest.mark.django_db

HEADER = "round,board,power,player,centres,eliminated_year\n"


def rows(*lines):
    return (HEADER + "\n".join(lines) + "\n").encode()


def test_rows_replace_only_the_rounds_they_name(scored):
    before_round_2 = [b for b in boards_of("t1") if b[0] == 2]
    import_payloads(
        [("r1.csv", rows("1,1,France,p1,18,", "1,1,England,p2,16,"))], tournament_key="t1"
    )
    after = boards_of("t1")
    assert [b for b in after if b[0] == 1] == [
        (1, 1, "England", "p2", 16, None, "classic"),
        (1, 1, "France", "p1", 18, None, "classic"),
    ]
    assert [b for b in after if b[0] == 2] == before_round_2


def test_names_and_homonyms_find_players(scored):
    Player.objects.create(key="xm1", first_name="Xavier", last_name="MARTIN")
    Player.objects.create(key="xm2", first_name="Xavier", last_name="MARTIN", homonym=2)
    import_payloads(
        [("r.csv", rows("3,1,Austria,xavier martin (2),5,", "3,1,Turkey,Fïrst1 Låst1,0,7"))],
        tournament_key="t1",
    )
    got = sorted(
        GameResult.objects.filter(game__round__number=3).values_list(
            "power", "player__key", "eliminated_year"
        )
    )
    assert got == [("Austria", "xm2", None), ("Turkey", "p1", 1907)]


def test_a_name_two_players_share_asks_for_the_key_or_homonym(scored):
    Player.objects.create(key="xm1", first_name="Xavier", last_name="MARTIN")
    Player.objects.create(key="xm2", first_name="Xavier", last_name="MARTIN", homonym=2)
    with pytest.raises(
        ImportFailed, match="r.csv: line 2: several players are called 'Xavier MARTIN'"
    ):
        import_payloads([("r.csv", rows("1,1,France,Xavier MARTIN,5,"))], tournament_key="t1")


@pytest.mark.parametrize(
    "line, problem",
    [
        ("1,1,Prussia,p1,5,", "'Prussia' is not a power of the classic map"),
        ("1,1,France,p1,35,", r"centres 35 is out of range \(0\.\.34\)"),
        ("1,1,France,p1,3,1905", "eliminated in 1905 but holds 3 centres"),
        ("1,x,France,p1,3,", "board 'x' is not a whole number"),
    ],
)
def test_a_bad_row_is_refused_naming_its_line(scored, line, problem):
    before = boards_of("t1")
    with pytest.raises(ImportFailed, match=problem):
        import_payloads([("r.csv", rows("1,1,England,p2,3,", line))], tournament_key="t1")
    assert boards_of("t1") == before


def test_rows_need_an_existing_tournament():
    import_bundle_data({"format": "diplomacy-results", "version": 1, "players": []})
    with pytest.raises(ImportFailed, match="unknown tournament 'nope'"):
        import_payloads([("r.csv", rows("1,1,France,p1,3,"))], tournament_key="nope")
