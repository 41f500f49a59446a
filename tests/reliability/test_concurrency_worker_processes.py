"""Two worker processes never run one system's recompute at the same time.

A real Celery worker with two pool processes (its own redis-server and
database) gets several recompute tasks at once; each run under the
single-flight lock (a Redis SET NX) is held open half a second and records
its start and end. The runs of a system must never overlap, although tasks
of both processes ran while the other held the lock.
"""

import json

import pytest

from .helpers_data import base_bundle, event_bundle
from .helpers_services import (
    fault_stack,
    have_redis_server,
    import_file,
    run_helper,
    runs_overlap,
    wait_until,
)

pytestmark = [
    pytest.mark.faults,
    pytest.mark.skipif(not have_redis_server(), reason="needs the redis-server binary"),
]

TASKS = 6


@pytest.fixture
def stack(tmp_path):
    with fault_stack(tmp_path) as (database, redis, worker):
        yield database, redis, worker(concurrency=2, hold=0.5)


def test_recompute_runs_in_two_worker_processes_never_overlap(stack, tmp_path):
    database, redis, worker = stack
    base = tmp_path / "base.json"
    base.write_text(json.dumps(base_bundle()))
    assert import_file(database.env(), base).returncode == 0  # computed in-process
    change = tmp_path / "change.json"
    change.write_text(json.dumps(event_bundle("wp-1", "2016-06-01", 3)))
    env = database.env(redis.url)

    result = import_file(env, change)  # queues one task, and marks the tables pending
    assert result.returncode == 0, result.stderr
    run_helper(env, "queue", "--count", str(TASKS), "--system", "dip-pouch")

    wait_until(lambda: len(worker.events("task-end")) == TASKS + 1, "every task to finish", 90)
    assert database.pending() is False

    events = worker.events()
    runs = [e for e in events if e["event"] in ("start", "end")]
    assert runs and not runs_overlap(runs)
    assert {e["state"] for e in worker.events("task-end")} == {"SUCCESS"}

    # Both processes took tasks, and some task started while the other process
    # held the lock: the lock, not luck, kept the runs apart.
    starts = worker.events("task-start")
    assert len({e["pid"] for e in starts}) == 2
    ends = {e["run"]: e for e in runs if e["event"] == "end"}
    held = [
        (s, ends[s["run"]]) for s in runs if s["event"] == "start" and s["system"] == "dip-pouch"
    ]
    assert len(held) == len([e for e in runs if e["event"] == "start"]) - 2  # + ghost, openskill
    contended = [
        t for t in starts for s, e in held if t["pid"] != s["pid"] and s["t"] < t["t"] < e["t"]
    ]
    assert contended, "no task ran while the other process held the lock"
