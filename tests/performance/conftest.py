"""A moderately sized site (300 players), built once for the module that asks.

Generated with ``tournaments.demo`` (the bench's generator), imported
through the real import service, then computed standings and every rating
table, exactly as the benchmark does at WDD scale. The rows are committed
outside the tests' transactions (so each test rolls back only its own
changes) and removed when the module is done.
"""

from types import SimpleNamespace
from unittest import mock

import pytest
from django.core.cache import cache
from django.db.models import Count

from ..rated_rows import hold_sheets

PLAYERS, TOURNAMENTS, GAME_RESULTS, SEED = 300, 30, 3000, 11


def wipe() -> None:
    """Delete every row of the two apps' tables (edit histories, checkpoints and
    page versions included): the dataset is committed outside the tests'
    transactions, and a row left behind (a rating checkpoint of this data)
    would be read by the tests that follow."""
    from django.apps import apps
    from django.core.management.color import no_style
    from django.db import connection

    tables = [
        model._meta.db_table
        for label in ("tournaments", "ratings")
        for model in apps.get_app_config(label).get_models(include_auto_created=True)
        if model._meta.managed and not model._meta.proxy
    ]
    connection.ops.execute_sql_flush(
        connection.ops.sql_flush(no_style(), tables, allow_cascade=True)
    )


def build() -> SimpleNamespace:
    import ratings.tasks
    from ratings import services
    from ratings.models import Rating, TableState
    from tournaments.demo import generate_bundle
    from tournaments.importing import import_bundle_data
    from tournaments.models import Game, GameResult, Player, Tournament
    from tournaments.standings import recompute_standings

    bundle = generate_bundle(PLAYERS, TOURNAMENTS, GAME_RESULTS, SEED)
    with mock.patch.object(
        ratings.tasks,
        "schedule_recompute",
        lambda tournament_ids=(), since=None, systems=None: None,
    ):
        import_bundle_data(bundle, source="performance")
    recompute_standings()
    services.recompute_all()

    def by_results(order):
        pid = (
            GameResult.objects.values_list("player")
            .annotate(n=Count("id"))
            .order_by(order, "player")
            .values_list("player", flat=True)
            .first()
        )
        return Player.objects.get(pk=pid)

    def by_boards(order):
        tid = (
            Game.objects.filter(round__isnull=False)
            .values_list("round__tournament")
            .annotate(n=Count("id"))
            .order_by(order, "round__tournament")
            .values_list("round__tournament", flat=True)
            .first()
        )
        return Tournament.objects.get(pk=tid)

    tables = {}
    for system, category in (("dip-pouch", "overall"), ("ghost", "overall")):
        size = TableState.objects.get(system=system, category=category).players
        nationality = (
            Rating.objects.filter(system=system, category=category)
            .exclude(nationality="")
            .values_list("nationality")
            .annotate(n=Count("id"))
            .order_by("-n", "nationality")
            .values_list("nationality", flat=True)
            .first()
        )
        tables[system] = SimpleNamespace(
            url=f"/ratings/{system}/{category}/",
            pages=(size + 49) // 50,
            nationality=nationality,
            size=size,
        )
    return SimpleNamespace(
        tables=tables,
        busiest_player=by_results("-n"),
        quietest_player=by_results("n"),
        largest_tournament=by_boards("-n"),
        smallest_tournament=by_boards("n"),
    )


@pytest.fixture(scope="module")
def site(django_db_setup, django_db_blocker):
    with django_db_blocker.unblock():
        wipe()
        cache.clear()
        try:
            yield build()
        finally:
            wipe()
            cache.clear()


@pytest.fixture
def warm_client(client, site):
    """The test client after one request of each leaderboard (per-table caches
    filled, as on a live site)."""
    cache.clear()
    for table in site.tables.values():
        assert client.get(table.url).status_code == 200
    hold_sheets()
    return client
