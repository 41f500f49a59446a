"""A worker killed (SIGKILL) in the middle of a recompute leaves the old
ratings in place, and the task's redelivery completes them; a whole worker
killed is replaced by one whose start-up sweep completes them within a minute.

The worker (prefork, one pool process) runs with ``acks_late`` and
``reject_on_worker_lost``: when its pool process dies the task goes back to
the queue and a fresh pool process runs it again. The wrapper around the
worker holds the first rating write of its life open (inside the write
transaction) long enough for the test to kill the process there.
"""

import os
import signal
import time

from .helpers_data import base_bundle, event_bundle
from .helpers_services import (
    FAULT_TEST,
    import_file,
    run_helper,
    run_manage,
    wait_until,
    write_json,
)

pytestmark = FAULT_TEST


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def test_a_recompute_killed_mid_write_keeps_the_old_ratings_and_its_redelivery_completes(
    stack, tmp_path
):
    database, redis, start_worker = stack
    # The old ratings: computed in-process (no REDIS_URL) by the import itself.
    result = import_file(database.env(), write_json(tmp_path, "base.json", base_bundle()))
    assert result.returncode == 0, result.stderr
    assert database.pending() is False
    old = run_helper(database.env(), "snapshot")
    assert old["tables"]["ratings"]

    worker = start_worker(slow_write=60)
    env = database.env(redis.url)
    result = import_file(
        env, write_json(tmp_path, "new.json", event_bundle("new-1", "2016-06-01", 4))
    )
    assert result.returncode == 0, result.stderr

    [inside] = wait_until(lambda: worker.events("in-write"), "the recompute to start writing")
    os.kill(inside["pid"], signal.SIGKILL)
    wait_until(lambda: not alive(inside["pid"]), "the pool process to die", timeout=10)

    during = run_helper(env, "snapshot")
    assert during["tables"] == old["tables"], "the killed write left nothing behind"
    assert during["pending"]
    worker.open_gate()

    wait_until(lambda: database.pending() is False, "the redelivered task to finish", timeout=90)
    new = run_helper(env, "snapshot")
    assert new["tables"] != old["tables"]
    assert "new-1" in {row[1] for row in new["tables"]["changes"]["dip-pouch/overall"]}

    # The task ran again in a fresh pool process (a redelivery: nothing else was queued).
    tasks = worker.events("task-start")
    assert len({t["id"] for t in tasks}) == 1 and len(tasks) == 2, tasks
    assert tasks[1]["pid"] != inside["pid"]
    assert worker.events("task-end")[-1]["state"] == "SUCCESS"
    assert worker.proc.poll() is None

    # Exactly what a clean full recompute gives.
    result = run_manage(env, "recompute_ratings", timeout=120)
    assert result.returncode == 0, result.stderr
    assert run_helper(env, "snapshot")["tables"] == new["tables"]


def test_after_the_whole_worker_is_killed_its_successor_recomputes_within_a_minute(stack, tmp_path):
    """No new import, and well before Redis's visibility timeout would hand
    the killed task's message back: the restarted worker's sweep finds the
    tables pending, the dead process's lock free, and recomputes them."""
    database, redis, start_worker = stack
    result = import_file(database.env(), write_json(tmp_path, "base.json", base_bundle()))
    assert result.returncode == 0, result.stderr
    old = run_helper(database.env(), "snapshot")

    worker = start_worker(slow_write=60, production=True, concurrency=2)
    env = database.env(redis.url)
    result = import_file(
        env, write_json(tmp_path, "new.json", event_bundle("new-1", "2016-06-01", 4))
    )
    assert result.returncode == 0, result.stderr
    [inside] = wait_until(lambda: worker.events("in-write"), "the recompute to start writing")
    os.killpg(worker.proc.pid, signal.SIGKILL)  # the worker, its pool and beat, without warning
    worker.proc.wait(10)
    wait_until(lambda: not alive(inside["pid"]), "the pool process to die", timeout=10)
    assert run_helper(env, "snapshot")["tables"] == old["tables"]
    assert database.pending() is True

    successor = start_worker(production=True, concurrency=2)
    ready = time.monotonic()
    wait_until(lambda: database.pending() is False, "the successor to recompute", timeout=60)
    print(f"recomputed {time.monotonic() - ready:.1f} s after the successor was ready")
    new = run_helper(env, "snapshot")
    assert "new-1" in {row[1] for row in new["tables"]["changes"]["dip-pouch/overall"]}
    killed = {t["id"] for t in worker.events("task-start")}
    assert {t["id"] for t in successor.events("task-start")} - killed, (
        "a new task, not a redelivery"
    )
    assert "took over the lock of a dead process" in successor.log()

    result = run_manage(env, "recompute_ratings", timeout=120)
    assert result.returncode == 0, result.stderr
    assert run_helper(env, "snapshot")["tables"] == new["tables"]
