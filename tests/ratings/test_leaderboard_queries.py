"""ratings.leaderboards: the one module that reads the stored tables."""

from datetime import date

import pytest

from ratings import histories, leaderboards, services
from ratings.models import Rating
from tournaments.models import Game, Tournament

from .builders import bundle, game, player, tournament

pytestmark = pytest.mark.django_db

PLAYERS = [
    player("ann", "FR", "FR", "Ann", "Martin"),
    player("bob", "DE", "FR", "Bob", "Müller"),
    player("cat", "FR", "GB", "Cat", "Marsh"),
    player("dan", "GB", "GB", "Dan", "Jones"),
]


@pytest.fixture
def tables(import_only):
    import_only(
        bundle(
            PLAYERS,
            [
                tournament("t1", "2012-01-01", ["ann", "bob", "cat", "dan"]),
                tournament("t2", "2020-01-01", ["bob", "ann", "dan"]),
            ],
            [game("g", "2019-01-01", [("ann", 10), ("bob", 10), ("cat", 10), ("dan", 4)])],
        )
    )
    services.recompute_all()


def keys(rows):
    return [r.player.key for r in rows]


def test_the_international_table_in_rank_order(tables, django_assert_num_queries):
    list(leaderboards.leaderboard("dip-pouch"))  # the process reads the table's sheet
    with django_assert_num_queries(1):  # the rows, each with its sheet's stamp
        rows = list(leaderboards.leaderboard("dip-pouch"))
    assert [(r.player.key, r.position) for r in rows] == [
        ("bob", 1),
        ("ann", 2),
        ("cat", 3),
        ("dan", 4),
    ]


def test_filters(tables):
    def board(**filters):
        return keys(leaderboards.leaderboard("dip-pouch", **filters))

    assert board(location="gb") == ["cat", "dan"]
    assert board(search="mar") == ["ann", "cat"]
    assert board(search="ann mar") == ["ann"]
    assert board(search="Mü") == ["bob"]
    assert board(min_events=2) == ["bob", "ann", "dan"]
    assert board(active_since=date(2015, 1, 1)) == ["bob", "ann", "dan"]
    assert board(order="name") == ["dan", "cat", "ann", "bob"]
    assert board(order="-events") == ["bob", "ann", "dan", "cat"]


def test_count_of_the_whole_table_reads_the_table_state(tables, django_assert_num_queries):
    with django_assert_num_queries(1) as captured:
        assert leaderboards.count("dip-pouch") == 4
    assert "ratings_rating" not in captured.captured_queries[0]["sql"]
    assert leaderboards.count("dip-pouch", country="FR") == 2
    assert leaderboards.count("dip-pouch", search="zzz") == 0


def test_unknown_names_raise_a_lookup_error():
    for call in (
        lambda: leaderboards.leaderboard("nope"),
        lambda: leaderboards.leaderboard("ghost", "blitz"),
        lambda: leaderboards.leaderboard("ghost", country="QQ"),
        lambda: leaderboards.leaderboard("ghost", order="shoe size"),
    ):
        with pytest.raises(leaderboards.LeaderboardError):
            call()


def test_table_states_cover_the_registry(tables):
    states = leaderboards.table_states()
    assert ("ghost", "gvi") in states and states["dip-pouch", "overall"].players == 4
    assert leaderboards.table_state("dip-pouch").version == 1


def test_a_players_ratings_history_and_changes(tables):
    ann = Rating.objects.get(system="dip-pouch", player__key="ann").player_id
    rows = leaderboards.player_ratings(ann)
    assert [(r.system, r.category) for r in rows] == [
        ("dip-pouch", "overall"),
        ("ghost", "overall"),
        ("ghost", "full-press"),
        ("openskill", "overall"),
    ]
    history = leaderboards.rating_history(ann, "dip-pouch")
    assert [m for m, _ in history] == [date(2012, 1, 1), date(2020, 1, 1)]
    assert history[-1][1] == rows[0].rating
    changes = histories.changes_for_player(ann, "dip-pouch", "overall")
    keys = dict(Tournament.objects.values_list("id", "key"))
    assert [keys[c.tournament_id] for c in changes] == ["t2", "t1"]
    assert changes[0].after == rows[0].rating


def test_an_events_and_a_games_changes(tables):
    event = histories.changes_for_tournament(Tournament.objects.get(key="t1"))
    assert [c.player.key for c in event] == ["ann", "bob", "cat", "dan"]  # best S first
    assert event[0].weight == min(15, 4 / 3.5 + 2)
    assert [c.size for c in event] == [4] * 4  # the event's N
    per_game = histories.changes_for_game(Game.objects.get(key="g"), "ghost")
    assert {c.category for c in per_game} == {"overall", "full-press"}


def test_countries_in_a_table(tables):
    assert leaderboards.countries_in("dip-pouch") == [("FR", 2), ("DE", 1), ("GB", 1)]
