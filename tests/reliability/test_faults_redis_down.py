"""With Redis stopped the site keeps working, and the ratings catch up afterwards.

Each test starts its own redis-server (free loopback port, no persistence),
its own migrated database and, where it needs one, its own Celery worker; the
site side (imports, pages, the admin) runs in subprocesses with REDIS_URL set,
as production does. Stopping Redis stops the broker and the cache at once.
"""

from .helpers_data import base_bundle, boards_only_bundle, event_bundle, game_bundle, seated
from .helpers_services import (
    FAULT_TEST,
    import_file,
    run_helper,
    run_manage,
    wait_until,
    write_json,
)

pytestmark = FAULT_TEST

BOARDS_ONLY = boards_only_bundle("outage-2", "2016-09-01", 5)


def recomputed(database) -> bool:
    return database.pending() is False


def test_with_redis_down_pages_imports_and_the_admin_work_and_the_worker_catches_up(
    stack, tmp_path
):
    database, redis, start_worker = stack
    env = database.env(redis.url)
    worker = start_worker()

    result = import_file(env, write_json(tmp_path, "base.json", base_bundle()))
    assert result.returncode == 0, result.stderr
    wait_until(lambda: recomputed(database), "the worker to compute the base ratings")
    before = run_helper(env, "snapshot")
    assert before["tables"]["ratings"] and not before["pending"]

    redis.stop()

    # An import: succeeds, the tables are marked pending, the failure is logged.
    result = import_file(
        env, write_json(tmp_path, "outage.json", event_bundle("outage-1", "2016-06-01", 3))
    )
    assert result.returncode == 0, result.stderr
    assert "could not queue the recompute" in result.stderr
    result = import_file(env, write_json(tmp_path, "boards.json", BOARDS_ONLY))
    assert result.returncode == 0, result.stderr

    # Every page, the admin login and an admin upload still work.
    upload = write_json(tmp_path, "upload.json", game_bundle("outage-g", "2016-10-01", 2))
    probe = run_helper(env, "probe", "--upload", str(upload), timeout=180)
    failures = {
        url: page
        for url, page in probe["pages"].items()
        if page[0] != 200 and page[0] not in (301, 302)
    }
    assert not failures, failures
    assert len(probe["pages"]) > 20
    assert probe["login"] == 302 and probe["admin"] == 200
    assert probe["upload"] == 302
    html = {url: page for url, page in probe["pages"].items() if "html" in str(page[2])}
    assert html and all(page[1] for page in html.values()), "every page says ratings are pending"

    during = run_helper(env, "snapshot")
    assert {"outage-1", "outage-2"} <= set(during["tournaments"])
    assert during["tables"] == before["tables"]  # the old ratings stay until the recompute
    assert during["pending"]

    # Redis is back (empty: it persists nothing): the next queued change catches up.
    redis.start()
    result = import_file(
        env, write_json(tmp_path, "after.json", event_bundle("after-1", "2017-06-01", 7))
    )
    assert result.returncode == 0, result.stderr
    wait_until(lambda: recomputed(database), "the worker to catch up after the outage", timeout=90)
    caught_up = run_helper(env, "snapshot")
    assert caught_up["tables"] != before["tables"]
    # Scored from its boards (while the queue was down), and rated from that.
    assert caught_up["computed_standings"]["outage-2"] == seated(BOARDS_ONLY)
    rated = {row[1] for row in caught_up["tables"]["changes"]["dip-pouch/overall"]}
    assert {"outage-1", "outage-2", "after-1"} <= rated

    # Exactly what a clean full recompute gives.
    result = run_manage(env, "recompute_ratings", "--standings", timeout=120)
    assert result.returncode == 0, result.stderr
    assert run_helper(env, "snapshot")["tables"] == caught_up["tables"]
    assert worker.proc.poll() is None, "the worker survived the outage"


def test_with_redis_down_recompute_ratings_catches_up(stack, tmp_path):
    database, redis, _start_worker = stack
    env = database.env(redis.url)
    redis.stop()

    result = import_file(env, write_json(tmp_path, "base.json", base_bundle()))
    assert result.returncode == 0, result.stderr
    result = import_file(env, write_json(tmp_path, "boards.json", BOARDS_ONLY))
    assert result.returncode == 0, result.stderr
    assert database.pending() is True
    # The queue is unreachable, so the import scored its tournament's boards itself.
    during = run_helper(env, "snapshot")
    assert during["computed_standings"]["outage-2"] == seated(BOARDS_ONLY)
    assert not during["tables"]["ratings"]

    result = run_manage(env, "recompute_ratings", timeout=120)
    assert result.returncode == 0, result.stderr

    assert database.pending() is False
    after = run_helper(env, "snapshot")
    assert after["tables"]["ratings"]
    assert "outage-2" in {row[1] for row in after["tables"]["changes"]["dip-pouch/overall"]}
    page = run_helper(env, "probe")["pages"]["/"]
    assert page[0] == 200 and not page[1], "the pending notice is gone"
