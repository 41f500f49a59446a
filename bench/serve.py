"""gunicorn on loopback under the bounded load client (``load.run_load``),
requesting leaderboard pages."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from common import MAIN_TABLES, ROOT, free_port, log
from load import run_load


def bench_load(env: dict, workers: int, threads: int, duration: float, max_requests: int) -> dict:
    from ratings.models import TableState

    system, category = MAIN_TABLES[0].split("/")
    size = (
        TableState.objects.filter(system=system, category=category)
        .values_list("players", flat=True)
        .first()
        or 0
    )
    pages = max(1, (size + 49) // 50)
    base = f"/ratings/{system}/{category}/"
    rng = random.Random(7)
    paths = [base] + [f"{base}?page={rng.randint(1, pages)}" for _ in range(500)]
    port = free_port()
    gunicorn = Path(sys.executable).with_name("gunicorn")
    argv = [
        str(gunicorn),
        "wdd.wsgi:application",
        "--bind",
        f"127.0.0.1:{port}",
        "--workers",
        str(workers),
        "--log-level",
        "warning",
        "--timeout",
        "60",
    ]
    server = subprocess.Popen(argv, cwd=ROOT, env=env, start_new_session=True)
    try:
        deadline = time.time() + 60
        while True:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}{base}", timeout=10) as r:
                    if r.status == 200:
                        break
            except OSError:
                pass
            if time.time() > deadline or server.poll() is not None:
                raise SystemExit("gunicorn did not start")
            time.sleep(0.3)
        run_load(
            "127.0.0.1",
            port,
            paths,
            threads=threads,
            duration=min(3.0, duration),
            max_requests=max_requests,
        )  # warm every worker
        result = run_load(
            "127.0.0.1", port, paths, threads=threads, duration=duration, max_requests=max_requests
        )
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        try:
            server.wait(20)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, signal.SIGKILL)
            server.wait()
    result.update(workers=workers, path=f"{base}?page=1..{pages}")
    log(
        f"load: {result['rps']} req/s, p95 {result['p95_ms']} ms, {result['errors']} errors "
        f"({result['requests']} requests, {threads} threads, {workers} gunicorn workers)"
    )
    return result
