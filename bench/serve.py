"""gunicorn on loopback under Locust (``locust_run.run_locust``): anonymous
visitors reading leaderboard pages, then player pages, then a mix with
tournament pages, each run for the same bounded time after a warm-up.

The pages are drawn (seeded) from the data: the first 20 pages and a national
table of the two main leaderboards, and 200 players and 100 tournaments of
every size; the visitors ask for them in English and French. The warm-up
(unmeasured) lets every worker render them once: without Redis each gunicorn
worker keeps its own page cache (settings), as a production server would
after its first minutes; with ``--redis URL`` (``bench/run.py``) the workers
share one, as production's ``REDIS_URL`` makes them.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from common import MAIN_TABLES, OUT, ROOT, free_port, log
from locust_run import run_locust

MIXES = {
    "leaderboard": {"leaderboard": 1},
    "player": {"player": 1},
    "mixed": {"leaderboard": 3, "player": 2, "tournament": 1},
}


def load_pages(seed: int = 7) -> dict[str, list[str]]:
    from django.db.models import Count

    from ratings.models import Rating
    from tournaments.models import Player, Tournament

    rng = random.Random(seed)
    boards = []
    for table in MAIN_TABLES:
        system, category = table.split("/")
        base = f"/ratings/{system}/{category}/"
        boards += [base] + [f"{base}?page={n}" for n in range(2, 21)]
        nat = (
            Rating.objects.filter(system=system, category=category)
            .exclude(nationality="")
            .values_list("nationality")
            .annotate(n=Count("id"))
            .order_by("-n")
            .first()
        )
        if nat:
            boards.append(f"{base}{nat[0]}/")
    player_ids = list(Player.objects.order_by("pk").values_list("pk", flat=True))
    players = Player.objects.filter(pk__in=rng.sample(player_ids, min(200, len(player_ids))))
    tournament_ids = list(Tournament.objects.order_by("pk").values_list("pk", flat=True))
    tournaments = Tournament.objects.filter(
        pk__in=rng.sample(tournament_ids, min(100, len(tournament_ids)))
    )
    return {
        "leaderboard": boards,
        "player": [p.get_absolute_url() for p in players],
        "tournament": [t.get_absolute_url() for t in tournaments],
    }


def _start(env: dict, workers: int) -> tuple[subprocess.Popen, int]:
    port = free_port()
    gunicorn = Path(sys.executable).with_name("gunicorn")
    argv = [
        str(gunicorn),
        "wdd.wsgi:application",
        "--bind", f"127.0.0.1:{port}",
        "--workers", str(workers),
        "--log-level", "warning",
        "--timeout", "60",
    ]  # fmt: skip
    server = subprocess.Popen(argv, cwd=ROOT, env=env, start_new_session=True)
    deadline = time.time() + 60
    while True:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/ratings/", timeout=10) as r:
                if r.status == 200:
                    return server, port
        except OSError:
            pass
        if time.time() > deadline or server.poll() is not None:
            _stop(server)
            raise SystemExit("gunicorn did not start")
        time.sleep(0.3)


def _stop(server: subprocess.Popen) -> None:
    if server.poll() is not None:
        return
    os.killpg(server.pid, signal.SIGTERM)  # gunicorn and its workers: our group
    try:
        server.wait(20)
    except subprocess.TimeoutExpired:
        os.killpg(server.pid, signal.SIGKILL)
        server.wait()


def bench_load(env: dict, workers: int, users: int, duration: float, warmup: float) -> dict:
    pages = load_pages()
    server, port = _start(env, workers)
    work = OUT / "locust"
    try:
        if warmup > 0:
            run_locust(port, pages, MIXES["mixed"], users, warmup, work)
        runs = {
            name: run_locust(port, pages, mix, users, duration, work) for name, mix in MIXES.items()
        }
    finally:
        _stop(server)
    for name, r in runs.items():
        log(
            f"load {name}: {r['rps']} req/s, p50 {r['p50_ms']} ms, p95 {r['p95_ms']} ms, "
            f"{r['errors']} errors ({r['requests']} requests)"
        )
    return {
        "tool": "locust",
        "workers": workers,
        "users": users,
        "seconds": duration,
        "warmup_s": warmup,
        "pages": {k: len(v) for k, v in pages.items()},
        "runs": runs,
        "errors": sum(r["errors"] for r in runs.values()),
    }
