"""Two imports and an admin edit at the same time: every change is kept, and the
rating tables end equal to a clean full recompute.

On PostgreSQL three threads (three connections) do the work at once; each
holds its transaction open until all three have written, then they commit
together and each commit's recompute runs in its thread (in-process tasks,
single-flight through the ``RecomputeLock`` table). On SQLite, whose test
database takes one writer at a time, the same three changes run one after
the other, each with its own recompute.

Two imports that both add the same new player race for its key: the one that
loses is retried once (tournaments.importing), and both are kept.
"""

import threading

import pytest
from django.core.cache import caches
from django.db import connection, connections
from django.test import Client
from django.urls import reverse

from ratings import services, tasks
from ratings.models import PastTable, Rating, RatingTrail, TableState, YearEnds
from tests.admin.helpers import form_data
from tournaments.admin import recompute as admin_recompute
from tournaments.importing import import_bundle_data, writer
from tournaments.models import Player, Standing, Tournament

from .helpers_data import NEWCOMERS, base_bundle, event_bundle, game_bundle, rating_tables

pytestmark = pytest.mark.django_db(transaction=True)

JOIN_SECONDS = 60


@pytest.fixture(autouse=True)
def clean_coordination():
    caches["default"].clear()
    tasks._local_tournaments.drain()
    yield
    caches["default"].clear()
    tasks._local_tournaments.drain()


def import_a():
    return import_bundle_data(event_bundle("conc-a", "2013-03-01", 2, newcomers=NEWCOMERS["a"]))


def import_b():
    data = event_bundle("conc-b", "2016-04-01", 5, newcomers=NEWCOMERS["b"])
    data["games"] = game_bundle("conc-g", "2014-05-01", 4)["games"]
    return import_bundle_data(data)


@pytest.fixture
def site(django_user_model):
    import_bundle_data(base_bundle())  # eager: the tables are computed here
    assert not TableState.objects.filter(pending=True).exists()
    admin = django_user_model.objects.create_superuser("root", "root@example.org", "pw-8431-long")
    # The edit: r05 moves from 4th to 3rd (a tie: 1, 2, 3, 3, 5, ...) at base-2, an
    # event in the middle of the history, so the ratings after it change.
    standing = Standing.objects.get(tournament__key="base-2", player__key="r05")
    assert standing.rank == 4
    return admin, standing


def admin_edit(admin, standing):
    client = Client()
    client.force_login(admin)
    url = reverse("admin:tournaments_standing_change", args=[standing.pk])
    response = client.post(url, form_data(client.get(url), rank="3"))
    assert response.status_code == 302, response.content[:2000]


def assert_every_change_kept_and_tables_clean(standing):
    assert Tournament.objects.filter(key__in=["conc-a", "conc-b"]).count() == 2
    assert Standing.objects.filter(tournament__key="conc-a").count() == 14 + 3
    assert Standing.objects.filter(tournament__key="conc-b").count() == 14 + 3
    assert Player.objects.filter(key__in=NEWCOMERS["a"] + NEWCOMERS["b"]).count() == 6
    assert Standing.objects.get(pk=standing.pk).rank == 3
    assert not TableState.objects.filter(pending=True).exists()

    stored = rating_tables()
    keys = {row[1] for rows in stored["changes"].values() for row in rows}
    assert {"conc-a", "conc-b"} <= keys and "conc-g" in {
        row[2] for rows in stored["changes"].values() for row in rows
    }
    for model in (Rating, RatingTrail, PastTable, YearEnds):
        model.objects.all().delete()
    services.recompute_all(rewrite=True)  # from nothing, trusting nothing stored
    assert rating_tables() == stored


def test_two_imports_and_an_admin_edit_at_once_keep_every_change(site, monkeypatch):
    if connection.vendor != "postgresql":
        pytest.skip("concurrent writers need PostgreSQL; see the serialized variant")
    admin, standing = site

    # All three transactions write, then wait for each other, then commit.
    written = threading.Barrier(3)
    write = writer.Writer.write

    def write_then_wait(self):
        ids = write(self)
        written.wait(JOIN_SECONDS)
        return ids

    queue = admin_recompute.queue_recompute

    def queue_then_wait(ids, *days):
        queue(ids, *days)
        written.wait(JOIN_SECONDS)

    monkeypatch.setattr(writer.Writer, "write", write_then_wait)
    monkeypatch.setattr(admin_recompute, "queue_recompute", queue_then_wait)

    errors = []

    def run(work, *args):
        try:
            work(*args)
        except Exception as e:  # reported below
            errors.append(e)
            written.abort()
        finally:
            connections.close_all()

    threads = [
        threading.Thread(target=run, args=(import_a,)),
        threading.Thread(target=run, args=(import_b,)),
        threading.Thread(target=run, args=(admin_edit, admin, standing)),
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join(JOIN_SECONDS)
    assert not any(t.is_alive() for t in threads)
    assert not errors, errors

    assert_every_change_kept_and_tables_clean(standing)


def test_two_imports_and_an_admin_edit_one_after_the_other_keep_every_change(site):
    admin, standing = site
    import_a()
    admin_edit(admin, standing)
    import_b()

    assert_every_change_kept_and_tables_clean(standing)


def test_two_imports_adding_the_same_new_player_at_once_both_succeed(site):
    """The second import's INSERT of the player waits for the first import's
    commit, fails on the unique key, and is retried once with what now exists."""
    if connection.vendor != "postgresql":
        pytest.skip("concurrent writers need PostgreSQL")
    start = threading.Barrier(2)
    errors = []

    def run(key, offset):
        try:
            start.wait(JOIN_SECONDS)
            import_bundle_data(event_bundle(key, "2016-01-01", offset, newcomers=["shared-new"]))
        except Exception as e:  # reported below
            errors.append(e)
        finally:
            connections.close_all()

    threads = [threading.Thread(target=run, args=(f"same-{i}", 3 + i)) for i in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(JOIN_SECONDS)
    assert not any(t.is_alive() for t in threads)
    assert not errors, errors
    assert Player.objects.filter(key="shared-new").count() == 1
    assert Standing.objects.filter(player__key="shared-new").count() == 2
    assert not TableState.objects.filter(pending=True).exists()
