"""A table sorted by name lists its players by collation key, players of one
name (homonyms) by key, page after page, reversed for ``-name``; and the
database walks the table's own name index (``RatingName``: no sort of the
table, no join to find the order)."""

from django.db import connection
from django.test.utils import CaptureQueriesContext

from ratings.leaderboards import players_by_name
from ratings.models import Rating, RatingName
from tournaments.models import Player

from .conftest import page_records
from .factories import resheet

URL = "/ratings/dip-pouch/overall/"


def homonyms_across_page_one(count: int = 4) -> list[str]:
    """Rename players so that ``count`` of them share one name, sorting at
    positions 48-51 (across the first page boundary), and rank them in the
    opposite order of their keys; their keys in order."""
    rows = list(Player.objects.filter(key__startswith="p").order_by("sort_key", "key"))
    twins = rows[47 : 47 + count]
    for player in twins:
        player.first_name, player.last_name = "Anne", rows[47].last_name
        player.save()  # the admin's path: the rating rows follow
    keys = sorted(p.key for p in twins)
    ratings = Rating.objects.filter(player__key__in=keys).order_by("player__key")
    values = sorted(r.rating for r in ratings)
    for rating, value in zip(ratings, values, strict=True):
        Rating.objects.filter(pk=rating.pk).update(rating=value)
    resheet()
    return keys


def shown(client, sort: str, pages=(1, 2, 3)) -> list[str]:
    keys = []
    for number in pages:
        response = client.get(URL, {"sort": sort, "page": number})
        keys += [r.player.key for r in page_records(response)]
    return keys


def test_pages_sorted_by_name_follow_the_collation_key_then_the_key(client, table_120):
    twins = homonyms_across_page_one()
    expected = list(
        Player.objects.filter(ratings__system="dip-pouch")
        .order_by("sort_key", "key")
        .values_list("key", flat=True)
    )
    keys = shown(client, "name")
    assert keys == expected
    assert [k for k in keys if k in twins] == twins  # by key, across pages 1 and 2
    assert keys.index(twins[0]) < 50 <= keys.index(twins[-1])
    assert shown(client, "-name") == expected[::-1]


def test_the_plan_walks_the_name_index(table_120):
    ids = players_by_name("dip-pouch", "overall")[60:110]  # what page 2 reads first
    sql, params = ids.query.sql_with_params()
    assert "tournaments_player" not in sql and 'ratings_rating"' not in sql
    if connection.vendor == "sqlite":
        with connection.cursor() as cursor:
            cursor.execute(f"EXPLAIN QUERY PLAN {sql}", params)
            plan = " ".join(str(row[-1]) for row in cursor.fetchall())
        assert "INDEX rating_name_idx" in plan
        assert "TEMP B-TREE" not in plan


def test_a_page_reads_its_players_from_the_name_index(client, table_120):
    with CaptureQueriesContext(connection) as queries:
        client.get(URL, {"sort": "-name", "page": 2})
    reads = [q["sql"] for q in queries.captured_queries]
    assert any("ratings_ratingname" in sql and "LIMIT" in sql for sql in reads)
    page = next(sql for sql in reads if "tournaments_player" in sql and 'ratings_rating"' in sql)
    assert "OFFSET" not in page  # the rows are the page's own, found by player


def test_a_broadly_filtered_table_walks_the_name_index_too(client, table_120):
    filters = {"min_events": "3", "active": "50"}
    expected = list(
        Rating.objects.filter(system="dip-pouch", events__gte=3)
        .order_by("player__sort_key", "player__key")
        .values_list("player__key", flat=True)
    )
    keys = []
    with CaptureQueriesContext(connection) as queries:
        for number in (1, 2):
            response = client.get(URL, {"sort": "name", "page": number, **filters})
            keys += [r.player.key for r in page_records(response)]
    assert 50 < len(expected) <= 100 and keys == expected
    walks = [q["sql"] for q in queries.captured_queries if "ratings_ratingname" in q["sql"]]
    assert walks and all("EXISTS" in sql for sql in walks)


def test_a_national_table_sorts_its_own_rows(client, table_120):
    with CaptureQueriesContext(connection) as queries:
        response = client.get(URL + "FR/", {"sort": "name"})
    names = [r.player.sort_key for r in page_records(response)]
    assert names == sorted(names) and len(names) == 30
    assert not any("ratings_ratingname" in q["sql"] for q in queries.captured_queries)


def test_every_rated_player_has_one_name_row(table_120):
    players = {p.pk: (p.sort_key, p.key) for p in Player.objects.all()}
    rated = {(r.system, r.category, r.player_id) for r in Rating.objects.all()}
    named = {
        (n.system, n.category, n.player_id): (n.sort_key, n.player_key)
        for n in RatingName.objects.all()
    }
    assert set(named) == rated
    assert all(named[row] == players[row[2]] for row in rated)
