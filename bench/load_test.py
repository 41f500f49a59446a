#!/usr/bin/env python3
"""Load test: the site under 50 concurrent Locust users while ratings are recomputed.

    .venv/bin/python bench/load_test.py                  # 60 s, small generated data, SQLite
    .venv/bin/python bench/load_test.py --duration 10    # the CI smoke run
    .venv/bin/python bench/load_test.py --database-url postgres://postgres@127.0.0.1:55432/load

What it does, all on loopback (127.0.0.1) and in a temporary directory:

1. Migrates a fresh database (a SQLite file, or the throwaway database given
   with --database-url: it must be empty, on a loopback host), writes a
   synthetic bundle (``manage.py generate_data``, small by default) and
   imports it (``manage.py import_results``; without Redis the standings and
   ratings are computed in-process by the import).
2. Serves the site with gunicorn (``wdd.wsgi``, ``-w 2``, production-like
   settings: DEBUG off, collected static files).
3. For ``--duration`` seconds, Locust (``bench/locustfile.py``, headless,
   ``--users`` users, no think time) requests leaderboard pages (every system
   and category, random pages, a national table), player and tournament
   pages, in English and French, while a subprocess loop keeps the rating
   tables changing: it imports a small new event early in the history (whose
   in-process recompute rewrites most of the Dip Pouch history) and then runs
   ``manage.py recompute_ratings``; every change renews the cached pages.
4. Prints requests, errors, throughput and latency percentiles (overall and
   per page kind, from Locust's statistics) and the recomputes done
   meanwhile; exits 1 if any request was not a 200, or any import or
   recompute failed.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from urllib.parse import urlsplit

from common import free_port  # bench/, this script's folder
from load import is_loopback
from locust_run import run_locust

ROOT = Path(__file__).resolve().parent.parent
HOST = "127.0.0.1"
PYTHON = sys.executable
SMALL = {"players": 600, "tournaments": 80, "games": 20_000}


def log(msg: str) -> None:
    print(f"[load {time.strftime('%H:%M:%S')}] {msg}", flush=True)


def loopback_url(url: str) -> bool:
    return is_loopback(urlsplit(url).hostname or "")


def site_env(database_url: str) -> dict:
    """Production-like settings (DEBUG off, no Redis: tasks in-process)."""
    env = {k: v for k, v in os.environ.items() if k not in ("REDIS_URL", "DATABASE_URL")}
    env.update(
        DJANGO_SETTINGS_MODULE="wdd.settings",
        DJANGO_SECRET_KEY="load-test-only-not-secret-" + "x" * 40,
        DJANGO_DEBUG="0",
        DJANGO_SECURE_SSL_REDIRECT="0",
        DJANGO_ALLOWED_HOSTS=f"{HOST},localhost",
        DATABASE_URL=database_url,
        LOG_LEVEL="ERROR",
    )
    return env


def manage(env: dict, *args: str, timeout: float = 900) -> subprocess.CompletedProcess:
    result = subprocess.run(
        [PYTHON, str(ROOT / "manage.py"), *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    if result.returncode != 0:
        raise SystemExit(f"manage.py {args[0]} failed:\n{result.stderr[-3000:]}")
    return result


# -- setup ------------------------------------------------------------------------------------


def prepare(env: dict, work: Path, sizes: dict, seed: int) -> Path:
    t0 = time.perf_counter()
    manage(env, "migrate", "--noinput")
    manage(env, "collectstatic", "--noinput", "-v0")
    bundle = work / "data.json"
    manage(
        env,
        "generate_data",
        "--players", str(sizes["players"]),
        "--tournaments", str(sizes["tournaments"]),
        "--games", str(sizes["games"]),
        "--seed", str(seed),
        "--output", str(bundle),
    )  # fmt: skip
    manage(env, "import_results", str(bundle))
    log(f"data ready in {time.perf_counter() - t0:.1f} s: {sizes} (seed {seed})")
    return bundle


class Server:
    def __init__(self, env: dict, workers: int, work: Path):
        self.port = free_port()
        self.log_path = work / "gunicorn.log"
        gunicorn = Path(PYTHON).with_name("gunicorn")
        with open(self.log_path, "ab") as out:
            self.proc = subprocess.Popen(
                [
                    str(gunicorn),
                    "wdd.wsgi:application",
                    "--bind",
                    f"{HOST}:{self.port}",
                    "--workers",
                    str(workers),
                    "--timeout",
                    "60",
                    "--log-level",
                    "warning",
                ],  # fmt: skip
                cwd=ROOT,
                env=env,
                stdout=out,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )
        deadline = time.monotonic() + 60
        while True:
            status, _ = get(self.port, "/ratings/")
            if status == 200:
                return
            if self.proc.poll() is not None or time.monotonic() > deadline:
                self.stop()
                raise SystemExit(f"gunicorn did not start:\n{self.log_path.read_text()[-3000:]}")
            time.sleep(0.2)

    def stop(self) -> None:
        if self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGTERM)  # gunicorn and its workers: our group
            try:
                self.proc.wait(20)
            except subprocess.TimeoutExpired:
                os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait(10)


def get(port: int, path: str, timeout: float = 30) -> tuple[int, bytes]:
    conn = http.client.HTTPConnection(HOST, port, timeout=timeout)
    try:
        conn.request("GET", path, headers={"Accept-Language": "en"})
        response = conn.getresponse()
        return response.status, response.read()
    except OSError:
        return 0, b""
    finally:
        conn.close()


def discover(port: int, rng: random.Random) -> dict[str, list[str]]:
    """The pages to request: every leaderboard (a few random pages of each, and
    a national table) and player pages linked from them."""
    status, body = get(port, "/ratings/")
    assert status == 200, f"/ratings/ answered {status}"
    tables = sorted(set(re.findall(r'href="(/ratings/[a-z0-9-]+/[a-z0-9-]+/)"', body.decode())))
    tables = [t for t in tables if not t.endswith(("/tournaments/", "/circuits/"))]
    assert tables, "no leaderboard linked from /ratings/"
    boards, players = [], set()
    for table in tables:
        status, body = get(port, table)
        assert status == 200, f"{table} answered {status}"
        page = body.decode()
        pages = [int(n) for n in re.findall(r"[?&]page=(\d+)", page)] or [1]
        boards.append(table)
        boards += [f"{table}?page={rng.randint(1, max(pages))}" for _ in range(5)]
        players.update(re.findall(r'href="(/players/\d+/[^"/]+/)"', page))
    first = tables[0].rstrip("/").split("/")
    boards.append(f"/ratings/{first[2]}/{first[3]}/FR/")
    assert players, "no player linked from the leaderboards"
    status, body = get(port, "/tournaments/")
    assert status == 200, f"/tournaments/ answered {status}"
    events = sorted(set(re.findall(r'href="(/tournaments/\d+/[^"/]+/)"', body.decode())))
    return {"leaderboard": boards, "player": sorted(players), "tournament": events}


# -- the changing ratings -------------------------------------------------------------------


class Recomputer(threading.Thread):
    """Import a new early event (its in-process recompute rewrites the history
    after it), then run manage.py recompute_ratings; again until stopped."""

    def __init__(self, env: dict, work: Path, bundle: Path, seed: int):
        super().__init__(daemon=True)
        self.env, self.work = env, work
        self.keys = [p["key"] for p in json.loads(bundle.read_text())["players"]]
        self.rng = random.Random(seed)
        self.halt = threading.Event()
        self.proc: subprocess.Popen | None = None
        self.imports = self.recomputes = 0
        self.started = 0
        self.failures: list[str] = []

    def event(self, i: int) -> Path:
        keys = self.rng.sample(self.keys, 12)
        day = 1 + i % 28
        path = self.work / f"early-{i}.json"
        path.write_text(
            json.dumps(
                {
                    "format": "diplomacy-results",
                    "version": 1,
                    "players": [],
                    "tournaments": [
                        {
                            "key": f"load-early-{i}",
                            "name": f"Load test event {i}",
                            "start_date": f"1996-0{1 + i % 9}-{day:02d}",
                            "end_date": f"1996-0{1 + i % 9}-{day:02d}",
                            "country": "FR",
                            "rounds": 2,
                            "standings": [{"player": k, "rank": r} for r, k in enumerate(keys, 1)],
                        }
                    ],
                }
            )
        )
        return path

    def _run(self, *args: str) -> bool:
        self.started += 1
        self.proc = subprocess.Popen(
            [PYTHON, str(ROOT / "manage.py"), *args],
            cwd=ROOT,
            env=self.env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        _, err = self.proc.communicate()
        code, self.proc = self.proc.returncode, None
        if self.halt.is_set() and code < 0:
            return False  # stopped by us at the end of the load
        if code != 0:
            self.failures.append(f"manage.py {args[0]} exited {code}: {err[-500:]}")
            return False
        return True

    def run(self) -> None:
        i = 0
        while not self.halt.is_set():
            if self._run("import_results", str(self.event(i))):
                self.imports += 1
            if self.halt.is_set():
                break
            if self._run("recompute_ratings"):
                self.recomputes += 1
            i += 1

    def stop(self) -> None:
        self.halt.set()
        proc = self.proc
        if proc is not None and proc.poll() is None:
            proc.terminate()
        self.join(60)


# -- the load ------------------------------------------------------------------------------

#: requests of each kind in the mix
MIX = {"leaderboard": 3, "player": 2, "tournament": 1}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--duration", type=float, default=60.0, help="seconds of load (default 60)")
    parser.add_argument("--users", type=int, default=50, help="Locust users (default 50)")
    parser.add_argument("--workers", type=int, default=2, help="gunicorn workers (default 2)")
    parser.add_argument("--players", type=int, default=SMALL["players"])
    parser.add_argument("--tournaments", type=int, default=SMALL["tournaments"])
    parser.add_argument("--games", type=int, default=SMALL["games"])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--database-url",
        help="an EMPTY throwaway database on a loopback host (default: a SQLite file)",
    )
    parser.add_argument("--no-recompute", action="store_true", help="load without recomputes")
    parser.add_argument("--json", type=Path, help="also write the summary here")
    parser.add_argument("--keep", action="store_true", help="keep the temporary directory")
    args = parser.parse_args(argv)
    if args.duration <= 0 or args.users <= 0:
        parser.error("--duration and --users must be positive")

    work = Path(tempfile.mkdtemp(prefix="wdd-load-"))
    database_url = args.database_url or f"sqlite:///{work / 'load.sqlite3'}"
    if args.database_url and not loopback_url(args.database_url):
        parser.error("--database-url must point at a loopback host")
    env = site_env(database_url)
    sizes = {"players": args.players, "tournaments": args.tournaments, "games": args.games}
    server = recomputer = None
    try:
        bundle = prepare(env, work, sizes, args.seed)
        server = Server(env, args.workers, work)
        pages = discover(server.port, random.Random(args.seed))
        log(
            f"gunicorn on {HOST}:{server.port} ({args.workers} workers); "
            f"{len(pages['leaderboard'])} leaderboard, {len(pages['player'])} player and "
            f"{len(pages['tournament'])} tournament URLs"
        )
        if not args.no_recompute:
            recomputer = Recomputer(env, work, bundle, args.seed)
            recomputer.start()
        summary = run_locust(server.port, pages, MIX, args.users, args.duration, work)
        if recomputer is not None:
            recomputer.stop()
            summary["recompute"] = {
                "imports_done": recomputer.imports,
                "recomputes_done": recomputer.recomputes,
                "commands_started": recomputer.started,
                "failures": recomputer.failures,
            }
    finally:
        if recomputer is not None and recomputer.is_alive():
            recomputer.stop()
        if server is not None:
            server.stop()
        if args.keep:
            log(f"kept {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)

    summary.update(
        data=sizes, database="sqlite" if not args.database_url else "given", workers=args.workers
    )
    print_summary(summary)
    if args.json:
        args.json.write_text(json.dumps(summary, indent=2))
    failed = (
        summary.get("errors", 0)
        or summary.get("locust_exit")
        or (summary.get("recompute") or {}).get("failures")
    )
    if summary.get("requests", 0) == 0:
        failed = True
    if recomputer is not None and recomputer.started == 0:
        failed = True
    return 1 if failed else 0


def print_summary(s: dict) -> None:
    print()
    print(
        f"Load test (Locust): {s['users']} users, {s['seconds']:g} s, gunicorn -w {s['workers']}, "
        f"data {s['data']}"
    )
    print(f"  requests {s['requests']}  errors {s.get('errors', 0)}  throughput {s['rps']} req/s")
    header = f"  {'pages':<12} {'requests':>8} {'errors':>6} {'req/s':>8} {'p50 ms':>8} {'p95 ms':>8} {'p99 ms':>8} {'max ms':>8}"
    print(header)
    rows = [("all", s)] + list(s["by_kind"].items())
    for name, r in rows:
        if not r.get("requests"):
            continue
        print(
            f"  {name:<12} {r['requests']:>8} {r['errors']:>6} {r['rps']:>8} {r['p50_ms']:>8} "
            f"{r['p95_ms']:>8} {r['p99_ms']:>8} {r['max_ms']:>8}"
        )
    rc = s.get("recompute")
    if rc:
        print(
            f"  meanwhile: {rc['imports_done']} early-event imports (each recomputing in-process) "
            f"and {rc['recomputes_done']} recompute_ratings runs completed"
        )
        for failure in rc["failures"]:
            print(f"  RECOMPUTE FAILURE: {failure}")
    for error in s["first_errors"]:
        print(f"  ERROR {error}")
    failed = s.get("errors") or s.get("locust_exit") or (rc and rc["failures"])
    print("  result:", "FAIL" if failed else "OK")


if __name__ == "__main__":
    sys.exit(main())
