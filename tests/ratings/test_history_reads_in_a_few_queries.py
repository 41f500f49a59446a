"""The history reader: a few queries whatever the size, published standings first."""

import pytest

from ratings import history
from tournaments.demo import generate_bundle
from tournaments.models import ComputedStanding, Player, Tournament

from .builders import bundle, game, player, tournament

pytestmark = pytest.mark.django_db


def test_events_and_games_take_a_constant_number_of_queries(
    import_only, django_assert_max_num_queries
):
    import_only(generate_bundle(50, 10, 500, seed=4))
    with django_assert_max_num_queries(3):
        events = history.event_records()
    with django_assert_max_num_queries(3):
        games = history.game_records()
    with django_assert_max_num_queries(1):
        people = history.player_details()
    assert len(events) == Tournament.objects.exclude(standings=None).distinct().count()
    assert len(games) > 10 and len(people) == 50


def test_event_records_carry_what_dip_pouch_needs(import_only):
    import_only(
        bundle(
            [player(k) for k in "abc"],
            [
                tournament(
                    "w",
                    "2013-08-25",
                    [("a", 1), ("b", 1), ("c", 3)],
                    wdc=True,
                    rounds=5,
                    start="2013-08-23",
                )
            ],
        )
    )
    (record,) = history.event_records()
    ids = dict(Player.objects.values_list("key", "id"))
    assert record.id == Tournament.objects.get(key="w").pk
    assert (str(record.start_date), str(record.end_date)) == ("2013-08-23", "2013-08-25")
    assert (record.world_championship, record.rounds) == (True, 5)
    assert record.placements == ((ids["a"], 1), (ids["b"], 1), (ids["c"], 3))


def test_computed_standings_stand_in_only_where_nothing_was_published(import_only):
    unpublished = tournament("computed", "2015-02-01", [])
    del unpublished["standings"]
    import_only(
        bundle(
            [player(k) for k in "abc"],
            [tournament("published", "2015-01-01", ["a", "b", "c"]), unpublished],
        )
    )
    ids = dict(Player.objects.values_list("key", "id"))
    t_pub = Tournament.objects.get(key="published")
    t_comp = Tournament.objects.get(key="computed")
    for t in (t_pub, t_comp):  # the site's own placements (reverse order)
        ComputedStanding.objects.bulk_create(
            ComputedStanding(tournament=t, player_id=ids[k], rank=r, score=0, dip_pouch_score=0)
            for r, k in enumerate("cba", start=1)
        )

    records = {r.id: r.placements for r in history.event_records()}

    assert records[t_pub.pk] == ((ids["a"], 1), (ids["b"], 2), (ids["c"], 3))
    assert records[t_comp.pk] == ((ids["c"], 1), (ids["b"], 2), (ids["a"], 3))


def test_game_records_include_boards_and_online_games(import_only):
    data = bundle(
        [player(k) for k in "abcdefg"],
        games=[
            game(
                "g1",
                "2019-01-01",
                [(k, 4) for k in "abcdefg"],
                press="gunboat",
                phase_minutes=5,
                scoring="sos",
            ),
        ],
    )
    data["tournaments"] = [
        {
            "key": "t",
            "name": "T",
            "start_date": "2018-01-01",
            "end_date": "2018-01-02",
            "boards": [
                {
                    "round": 1,
                    "board": 1,
                    "players": [
                        {
                            "player": k,
                            "power": p,
                            "centres": c,
                            "eliminated_year": None if c else 1907,
                        }
                        for k, p, c in zip(
                            "abcdefg",
                            (
                                "Austria",
                                "England",
                                "France",
                                "Germany",
                                "Italy",
                                "Russia",
                                "Turkey",
                            ),
                            (10, 8, 6, 4, 3, 3, 0),
                            strict=True,
                        )
                    ],
                }
            ],
        }
    ]
    import_only(data)

    board, online = sorted(history.game_records(), key=lambda g: g.end_date)

    assert (
        str(board.end_date),
        board.variant,
        board.press,
        board.phase_minutes,
        board.scoring,
    ) == ("2018-01-02", "classic", "full", None, "dss")
    assert sorted(r[1:] for r in board.results) == sorted(
        [(10, None), (8, None), (6, None), (4, None), (3, None), (3, None), (0, 1907)]
    )
    assert (online.press, online.phase_minutes, online.scoring) == ("gunboat", 5, "sos")


def test_who_resigned_comes_with_each_game_read_apart(import_only):
    first = game("g1", "2019-01-01", [(k, 4) for k in "abcdefg"])
    second = game("g2", "2019-01-02", [(k, 4) for k in "abcdefg"])
    third = game("g3", "2019-01-03", [(k, 4) for k in "abcdefg"])
    first["players"][1]["status"] = "resigned"
    first["players"][4]["status"] = "resigned"
    third["players"][0]["status"] = "resigned"
    import_only(bundle([player(k) for k in "abcdefg"], games=[first, second, third]))
    ids = dict(Player.objects.values_list("key", "id"))

    records = sorted(history.game_records(), key=lambda g: g.end_date)

    assert [r.resigned for r in records] == [
        frozenset({ids["b"], ids["e"]}),
        frozenset(),
        frozenset({ids["a"]}),
    ]
    assert [len(r.results) for r in records] == [7, 7, 7]  # the resigned are still results
