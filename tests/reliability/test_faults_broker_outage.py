"""Redis dropping in the middle of a task does not kill the worker, and the work
left pending during the outage is picked up once Redis is back, with no new
import to nudge it.

kombu 5.7.0 with redis 8.1.0 died here with ``Unrecoverable error:
AttributeError("'NoneType' object has no attribute 'hostname'")`` and never
came back, so the pages said "pending" for ever. The worker now reconnects
(pinned versions, broker connection retries without a limit) and its sweep
(``ratings.sweep``) re-queues every table still marked pending.
"""

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


def retrying(worker) -> bool:
    """Whether the worker is retrying the broker (fails at once if it died)."""
    if worker.proc.poll() is not None:
        unrecoverable = [line for line in worker.log().splitlines() if "Unrecoverable" in line]
        raise AssertionError(f"the worker died during the outage: {unrecoverable}")
    return "Cannot connect to redis" in worker.log()


def test_the_worker_survives_redis_dropping_mid_task_and_catches_up_when_it_returns(
    stack, tmp_path
):
    database, redis, start_worker = stack
    env = database.env(redis.url)
    # As `make worker` runs it (two pool processes, beat embedded, gossip, mingle
    # and heartbeats on); every run lasts 2 s, so Redis drops inside one.
    # Beat sweeps every 5 s here (30 s in production), to keep the test short.
    worker = start_worker(
        hold=2, production=True, concurrency=2, env={"RATINGS_SWEEP_INTERVAL": "5"}
    )

    result = import_file(env, write_json(tmp_path, "base.json", base_bundle()))
    assert result.returncode == 0, result.stderr
    wait_until(lambda: worker.events("start"), "the recompute task to start")
    redis.stop()

    # During the outage, once the interrupted task has ended (a run that
    # read the history after the import would have taken it in): an import
    # succeeds and leaves the tables pending.
    wait_until(lambda: worker.events("task-end"), "the interrupted task to end")
    result = import_file(
        env, write_json(tmp_path, "outage.json", event_bundle("outage-1", "2016-06-01", 3))
    )
    assert result.returncode == 0, result.stderr
    wait_until(lambda: retrying(worker), "the worker to retry Redis")
    assert database.pending() is True

    # Redis is back, empty (it persists nothing): no import nudges the worker,
    # yet the pending tables are recomputed.
    redis.start()
    back = time.monotonic()
    wait_until(lambda: database.pending() is False, "the worker to catch up", timeout=90)
    print(f"recomputed {time.monotonic() - back:.1f} s after Redis came back")
    assert worker.proc.poll() is None, "the worker survived the outage"
    assert "Unrecoverable error" not in worker.log()
    caught_up = run_helper(env, "snapshot")
    rated = {row[1] for row in caught_up["tables"]["changes"]["dip-pouch/overall"]}
    assert {"base-0", "outage-1"} <= rated

    # Exactly what a clean full recompute gives.
    result = run_manage(env, "recompute_ratings", timeout=120)
    assert result.returncode == 0, result.stderr
    assert run_helper(env, "snapshot")["tables"] == caught_up["tables"]
