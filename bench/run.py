#!/usr/bin/env python3
"""The scale-and-speed benchmark (``make bench``): WDD-sized data, real timings.

    .venv/bin/python bench/run.py                      # full WDD scale on SQLite
    .venv/bin/python bench/run.py --db postgres        # the same on PostgreSQL
    .venv/bin/python bench/run.py --db both            # both, one after the other
    .venv/bin/python bench/run.py --quick              # a small smoke run (~1 min)

Steps (each timed; see bench/README.md for what is measured and the targets):

0. ``manage.py generate_data`` writes the synthetic bundle (cached in bench/out/).
1. A fresh database is migrated and the bundle imported with the import
   service (what ``import_results`` runs), then the computed standings.
2. Each rating system is recomputed from the full history, beside the
   "floor": the time to merely read the same rows with a plain cursor.
3. Pages (leaderboards, tournament, player) are requested in-process through
   the whole Django stack; their SQL is re-run alone for comparison.
4. A full leaderboard is exported to CSV (``export_leaderboard``).
5. gunicorn serves the site on 127.0.0.1 and a bounded client (threads, fixed
   duration and request budget) loads the leaderboard pages.

Results: a table on stdout, bench/out/results.json (merged per database) and
bench/out/results.md (the README table). PostgreSQL: DATABASE_URL when set
(a postgres:// URL), else a throwaway cluster on loopback (bench/pg.py).
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import platform
import random
import signal
import socket
import statistics
import subprocess
import sys
import time
import urllib.request
from contextlib import ExitStack
from datetime import UTC, datetime
from pathlib import Path

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
OUT = BENCH / "out"
sys.path.insert(0, str(BENCH))
sys.path.insert(0, str(ROOT))

from load import percentile, run_load  # noqa: E402
from pg import throwaway_cluster  # noqa: E402

FULL = {"players": 30_000, "tournaments": 5_000, "games": 1_000_000}
QUICK = {"players": 600, "tournaments": 80, "games": 20_000}
TARGETS = {
    "import_s": 60.0,
    "recompute_vs_floor": 3.0,
    "dip_pouch_s": 5.0,
    "ghost_s": 30.0,
    "page_p95_ms": 50.0,
    "page_queries": 10,
}
MAIN_TABLES = ("dip-pouch/overall", "ghost/overall")


def log(msg: str) -> None:
    print(f"[{datetime.now():%H:%M:%S}] {msg}", flush=True)


def median(xs):
    return statistics.median(xs) if xs else None


def rnd(x, n=3):
    return None if x is None else round(x, n)


# -- environment -----------------------------------------------------------------------


def django_env(database_url: str) -> dict:
    """Production-like settings (DEBUG off, no Redis: in-process tasks, local cache)."""
    env = dict(os.environ)
    env.pop("REDIS_URL", None)
    env.update(
        DJANGO_SETTINGS_MODULE="wdd.settings",
        DJANGO_SECRET_KEY="bench-only-not-secret-" + "x" * 40,
        DJANGO_DEBUG="0",
        DJANGO_SECURE_SSL_REDIRECT="0",
        DJANGO_ALLOWED_HOSTS="127.0.0.1,localhost,testserver",
        DATABASE_URL=database_url,
        LOG_LEVEL="ERROR",
    )
    return env


def machine_info() -> dict:
    mem = ""
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal:"):
                mem = f"{int(line.split()[1]) / 1024 / 1024:.1f} GiB"
    except OSError:
        pass
    cpu = platform.processor()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    import sqlite3

    import django

    try:
        import gunicorn

        gunicorn_version = gunicorn.__version__
    except ImportError:
        gunicorn_version = None
    return {
        "nproc": len(os.sched_getaffinity(0))
        if hasattr(os, "sched_getaffinity")
        else os.cpu_count(),
        "cpu": cpu,
        "ram": mem,
        "os": platform.platform(),
        "python": platform.python_version(),
        "django": django.get_version(),
        "sqlite": sqlite3.sqlite_version,
        "gunicorn": gunicorn_version,
    }


def loadavg() -> list[float]:
    try:
        return [round(x, 2) for x in os.getloadavg()]
    except OSError:
        return []


# -- data ---------------------------------------------------------------------------------


def bundle_path(sizes: dict, seed: int) -> Path:
    return OUT / f"data-p{sizes['players']}-t{sizes['tournaments']}-g{sizes['games']}-s{seed}.json"


def generate(sizes: dict, seed: int, env: dict) -> tuple[Path, float | None]:
    path = bundle_path(sizes, seed)
    if path.exists():
        log(f"data: cached {path.relative_to(ROOT)}")
        return path, None
    log(
        f"data: generate_data --players {sizes['players']} --tournaments {sizes['tournaments']} "
        f"--games {sizes['games']} --seed {seed}"
    )
    tmp = path.with_suffix(".tmp")
    t0 = time.perf_counter()
    subprocess.run(
        [
            sys.executable,
            "manage.py",
            "generate_data",
            "--players",
            str(sizes["players"]),
            "--tournaments",
            str(sizes["tournaments"]),
            "--games",
            str(sizes["games"]),
            "--seed",
            str(seed),
            "--output",
            str(tmp),
        ],
        cwd=ROOT,
        env=env,
        check=True,
        stdout=subprocess.DEVNULL,
    )
    tmp.rename(path)
    return path, time.perf_counter() - t0


# -- database steps (in this process, Django configured) ------------------------------


def setup_django(env: dict) -> None:
    os.environ.clear()
    os.environ.update(env)
    import django

    django.setup()


def fresh_database(vendor: str, sqlite_path: Path | None) -> None:
    from django.core.management import call_command
    from django.db import connection

    if vendor == "sqlite":
        connection.close()
        for suffix in ("", "-wal", "-shm"):
            Path(f"{sqlite_path}{suffix}").unlink(missing_ok=True)
    else:
        with connection.cursor() as cursor:
            cursor.execute("DROP SCHEMA public CASCADE; CREATE SCHEMA public;")
    call_command("migrate", verbosity=0, interactive=False)


def import_bundle(path: Path) -> dict:
    """The import service as ``import_results`` runs it, minus the recompute it
    queues after commit (measured on its own below)."""
    from unittest import mock

    import ratings.tasks
    import tournaments.importing as importing

    parse_s = []
    real_parse = importing.parse_payload

    def timed_parse(*args, **kwargs):
        t0 = time.perf_counter()
        try:
            return real_parse(*args, **kwargs)
        finally:
            parse_s.append(time.perf_counter() - t0)

    gc.collect()
    with (
        mock.patch.object(ratings.tasks, "enqueue", lambda *a, **k: False),
        mock.patch.object(importing, "parse_payload", timed_parse),
    ):
        t0 = time.perf_counter()
        report = importing.import_files([path])
        total = time.perf_counter() - t0
    del report
    gc.collect()
    parse = sum(parse_s)
    return {"total_s": rnd(total, 2), "parse_s": rnd(parse, 2), "write_s": rnd(total - parse, 2)}


def analyze(vendor: str) -> None:
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute("ANALYZE")


def data_sizes() -> dict:
    from tournaments.models import (
        ComputedStanding,
        Game,
        GameResult,
        Player,
        Standing,
        Tournament,
    )

    return {
        "players": Player.objects.count(),
        "tournaments": Tournament.objects.count(),
        "standings": Standing.objects.count(),
        "computed_standings": ComputedStanding.objects.count(),
        "boards": Game.objects.filter(round__isnull=False).count(),
        "board_results": GameResult.objects.filter(game__round__isnull=False).count(),
        "online_games": Game.objects.filter(round__isnull=True).count(),
        "online_results": GameResult.objects.filter(game__round__isnull=True).count(),
    }


def history_querysets(engine) -> list:
    """The querysets ``ratings.history`` reads for an engine (same rows, same order)."""
    from django.db.models import Exists, OuterRef

    from tournaments.models import ComputedStanding, Game, GameResult, Player, Standing, Tournament

    players = Player.objects.order_by().values_list(
        "id", "nationality", "location", "last_name", "first_name"
    )
    if engine.input == "events":
        return [
            Standing.objects.order_by("tournament_id", "rank", "player_id").values_list(
                "tournament_id", "player_id", "rank"
            ),
            ComputedStanding.objects.filter(
                ~Exists(Standing.objects.filter(tournament_id=OuterRef("tournament_id")))
            )
            .order_by("tournament_id", "rank", "player_id")
            .values_list("tournament_id", "player_id", "rank"),
            Tournament.objects.order_by("id").values_list(
                "id", "end_date", "start_date", "world_championship", "rounds"
            ),
            players,
        ]
    return [
        GameResult.objects.order_by("game_id", "player_id").values_list(
            "game_id", "player_id", "centres", "eliminated_year"
        ),
        Game.objects.order_by("id").values_list(
            "id", "end_date", "variant", "press", "phase_minutes", "game_scoring"
        ),
        players,
    ]


def read_rows(querysets) -> tuple[int, float]:
    """Execute each query with a plain (server-side where possible) cursor and
    fetch every row: no ORM, no conversion. Returns (rows, seconds)."""
    from django.db import connection

    rows = 0
    t0 = time.perf_counter()
    for qs in querysets:
        sql, params = qs.query.sql_with_params()
        cursor = connection.chunked_cursor()
        try:
            cursor.execute(sql, params)
            while True:
                batch = cursor.fetchmany(20_000)
                if not batch:
                    break
                rows += len(batch)
        finally:
            cursor.close()
    return rows, time.perf_counter() - t0


def clear_tables(slug: str) -> None:
    from django.db import connection, transaction

    from ratings.models import MonthlyRating, Rating, RatingChange

    with transaction.atomic(), connection.cursor() as cursor:
        for model in (RatingChange, MonthlyRating, Rating):
            cursor.execute(f"DELETE FROM {model._meta.db_table} WHERE system = %s", [slug])


def bench_ratings(runs: int, cold_runs: int) -> dict:
    from ratings import services
    from ratings.engines import ENGINES

    out = {}
    for slug, engine in ENGINES.items():
        floor = []
        for _ in range(runs):
            n, s = read_rows(history_querysets(engine))
            floor.append(s)
        cold, cold_summaries = [], []
        for _ in range(cold_runs):
            clear_tables(slug)
            gc.collect()
            t0 = time.perf_counter()
            cold_summaries.append(services.recompute(slug))
            cold.append(time.perf_counter() - t0)
        warm, warm_summaries = [], []
        for _ in range(runs):
            gc.collect()
            t0 = time.perf_counter()
            warm_summaries.append(services.recompute(slug))
            warm.append(time.perf_counter() - t0)
        summary = warm_summaries[-1]
        f = median(floor)
        w = median(warm)
        out[slug] = {
            "input": engine.input,
            "rows_read": n,
            "floor_s": rnd(f),
            "floor_runs": [rnd(x) for x in floor],
            "cold_s": rnd(median(cold)),
            "cold_runs": [rnd(x) for x in cold],
            "recompute_s": rnd(w),
            "recompute_runs": [rnd(x) for x in warm],
            "ratio": rnd(w / f, 2) if f else None,
            "cold_summary": cold_summaries[-1] if cold_summaries else None,
            "summary": summary,
            "categories": len(engine.categories),
        }
        log(
            f"ratings {slug}: floor {f:.2f}s, recompute {w:.2f}s (x{w / f:.1f}), "
            f"first recompute into empty tables {median(cold) or 0:.2f}s"
        )
    return out


def bench_standings() -> dict:
    from tournaments.standings import recompute_standings

    gc.collect()
    t0 = time.perf_counter()
    n = recompute_standings()
    return {"tournaments": n, "s": rnd(time.perf_counter() - t0, 2)}


# -- pages ------------------------------------------------------------------------------


class QueryLog:
    """An execute wrapper that keeps (sql, params, many) of every query."""

    def __init__(self):
        self.queries = []

    def __call__(self, execute, sql, params, many, context):
        self.queries.append((sql, params, many))
        return execute(sql, params, many, context)


def rerun_sql(queries) -> float:
    """Seconds to run the given queries again with a plain cursor, fetching all rows."""
    from django.db import connection

    t0 = time.perf_counter()
    with connection.cursor() as cursor:
        for sql, params, many in queries:
            if many:
                continue
            cursor.execute(sql, params)
            if cursor.description is not None:
                cursor.fetchall()
    return time.perf_counter() - t0


def page_targets() -> list[tuple[str, str]]:
    """(label, path) of the pages to time, chosen from the data: the biggest
    national table, the largest and a median tournament, the busiest and a
    median player."""
    from django.db.models import Count

    from ratings.models import Rating, TableState
    from tournaments.models import Game, GameResult, Player, Tournament

    pages = []
    for table in MAIN_TABLES:
        system, category = table.split("/")
        size = (
            TableState.objects.filter(system=system, category=category)
            .values_list("players", flat=True)
            .first()
            or 0
        )
        base = f"/ratings/{system}/{category}/"
        far = min(300, max(1, (size + 49) // 50))
        nat = (
            Rating.objects.filter(system=system, category=category)
            .exclude(nationality="")
            .values_list("nationality")
            .annotate(n=Count("id"))
            .order_by("-n")
            .first()
        )
        pages.append((f"{table} page 1", base))
        pages.append((f"{table} page {far}", f"{base}?page={far}"))
        if nat:
            pages.append((f"{table} national ({nat[0]}, {nat[1]} players)", f"{base}{nat[0]}/"))
        pages.append((f"{table} filtered (events>=5, active 5y)", f"{base}?min_events=5&active=5"))
        pages.append((f"{table} name search", f"{base}?q=ma"))
    boards = list(
        Game.objects.filter(round__isnull=False)
        .values_list("round__tournament")
        .annotate(n=Count("id"))
        .order_by("-n", "round__tournament")
    )
    if boards:
        for label, (tid, n) in (("largest", boards[0]), ("median", boards[len(boards) // 2])):
            t = Tournament.objects.get(pk=tid)
            pages.append((f"tournament ({label}: {n} boards)", t.get_absolute_url()))
    busy = list(
        GameResult.objects.values_list("player").annotate(n=Count("id")).order_by("-n", "player")
    )
    if busy:
        for label, (pid, n) in (("busiest", busy[0]), ("median", busy[len(busy) // 2])):
            p = Player.objects.get(pk=pid)
            pages.append((f"player ({label}: {n} results)", p.get_absolute_url()))
    pages.append(("home", "/"))
    return pages


def bench_pages(requests: int) -> list[dict]:
    from django.core.cache import cache
    from django.db import connection
    from django.test import Client

    cache.clear()
    client = Client()
    results = []
    for label, path in page_targets():
        for _ in range(3):  # warm: caches, connection, template loading
            resp = client.get(path)
            if resp.status_code != 200:
                raise SystemExit(f"{path}: HTTP {resp.status_code}")
        times, counts, logs = [], [], []
        for _ in range(requests):
            qlog = QueryLog()
            with connection.execute_wrapper(qlog):
                t0 = time.perf_counter()
                resp = client.get(path)
                times.append(time.perf_counter() - t0)
            assert resp.status_code == 200, (path, resp.status_code)
            counts.append(len(qlog.queries))
            logs.append(qlog.queries)
        size = len(resp.content)
        sql = [rerun_sql(logs[i]) for i in range(min(requests, 10))]
        row = {
            "page": label,
            "path": path,
            "queries": max(counts),
            "median_ms": rnd(median(times) * 1000, 1),
            "p95_ms": rnd(percentile(times, 95) * 1000, 1),
            "max_ms": rnd(max(times) * 1000, 1),
            "sql_ms": rnd(median(sql) * 1000, 1),
            "bytes": size,
            "requests": requests,
        }
        results.append(row)
        log(
            f"page {label}: median {row['median_ms']} ms, p95 {row['p95_ms']} ms, "
            f"SQL {row['sql_ms']} ms, {row['queries']} queries"
        )
    return results


def bench_export(runs: int) -> dict:
    from django.core.management import call_command

    from ratings.models import TableState

    system, category = max(
        TableState.objects.values_list("system", "category", "players"), key=lambda r: r[2]
    )[:2]
    target = OUT / f"export-{system}-{category}.csv"
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        call_command("export_leaderboard", system, category=category, fmt="csv", output=str(target))
        times.append(time.perf_counter() - t0)
    lines = sum(1 for _ in target.open(encoding="utf-8")) - 1
    size = target.stat().st_size
    target.unlink()
    return {
        "table": f"{system}/{category}",
        "rows": lines,
        "bytes": size,
        "s": rnd(median(times)),
        "runs": [rnd(x) for x in times],
    }


# -- load -------------------------------------------------------------------------------


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def collectstatic(env: dict) -> None:
    subprocess.run(
        [sys.executable, "manage.py", "collectstatic", "--noinput", "-v0"],
        cwd=ROOT,
        env=env,
        check=True,
    )


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


# -- one database ------------------------------------------------------------------------


def run_one(db: str, database_url: str, args, sizes: dict, extra: dict) -> dict:
    env = django_env(database_url)
    path, generate_s = generate(sizes, args.seed, env)
    collectstatic(env)
    setup_django(env)
    from django.db import connection

    vendor = connection.vendor
    result = {
        "db": db,
        "when": datetime.now(UTC).isoformat(timespec="seconds"),
        "machine": machine_info(),
        "params": {
            **sizes,
            "seed": args.seed,
            "runs": args.runs,
            "cold_runs": args.cold_runs,
            "page_requests": args.page_requests,
            "load_threads": args.threads,
            "load_seconds": args.duration,
            "gunicorn_workers": args.workers,
            "quick": args.quick,
        },
        "loadavg_start": loadavg(),
        **extra,
    }
    with connection.cursor() as cursor:
        if vendor == "postgresql":
            cursor.execute("SHOW server_version")
            result["machine"]["postgresql"] = cursor.fetchone()[0]
    result["generate_s"] = rnd(generate_s, 1)
    if not args.reuse_db:
        log(f"{db}: fresh database, migrate")
        fresh_database(
            vendor, Path(connection.settings_dict["NAME"]) if vendor == "sqlite" else None
        )
        log(f"{db}: import {path.name}")
        result["import"] = import_bundle(path)
        log(f"import: {result['import']}")
        result["standings"] = bench_standings()
        log(f"standings: {result['standings']}")
        analyze(vendor)
    result["data"] = data_sizes()
    log(f"data: {result['data']}")
    result["ratings"] = bench_ratings(args.runs, 0 if args.reuse_db else args.cold_runs)
    analyze(vendor)
    result["pages"] = bench_pages(args.page_requests)
    result["export"] = bench_export(args.runs)
    log(f"export: {result['export']}")
    if not args.skip_load:
        connection.close()
        result["load"] = bench_load(
            env, args.workers, args.threads, args.duration, args.max_requests
        )
    result["loadavg_end"] = loadavg()
    result["targets"] = check_targets(result)
    return result


def check_targets(r: dict) -> dict:
    t = {}
    if "import" in r:
        t["import < 60 s"] = r["import"]["total_s"] < TARGETS["import_s"]
    for slug, x in r.get("ratings", {}).items():
        if x["ratio"] is not None:
            t[f"{slug} recompute <= 3x floor"] = x["ratio"] <= TARGETS["recompute_vs_floor"]
    if "dip-pouch" in r.get("ratings", {}):
        t["dip-pouch < 5 s"] = r["ratings"]["dip-pouch"]["recompute_s"] < TARGETS["dip_pouch_s"]
    if "ghost" in r.get("ratings", {}):
        t["ghost (all categories) < 30 s"] = (
            r["ratings"]["ghost"]["recompute_s"] < TARGETS["ghost_s"]
        )
    pages = r.get("pages", [])
    if pages:
        t["pages p95 < 50 ms"] = all(p["p95_ms"] < TARGETS["page_p95_ms"] for p in pages)
        t["pages <= 10 queries"] = all(p["queries"] <= TARGETS["page_queries"] for p in pages)
    if "load" in r:
        t["load: zero errors"] = r["load"]["errors"] == 0
    return t


# -- report -------------------------------------------------------------------------------


def fmt(x, unit="", digits=2):
    if x is None:
        return "–"
    if isinstance(x, float):
        return f"{x:.{digits}f}{unit}"
    return f"{x}{unit}"


def markdown(results: dict) -> str:
    dbs = [d for d in ("sqlite", "postgres") if d in results]
    if not dbs:
        return ""
    head = "| | " + " | ".join(dbs) + " |\n|---|" + "---|" * len(dbs) + "\n"
    lines = []
    m = results[dbs[0]]["machine"]
    lines.append(
        f"Machine: {m['nproc']} cores ({m['cpu']}), {m['ram']} RAM, {m['os']}; Python "
        f"{m['python']}, Django {m['django']}, SQLite {m['sqlite']}"
        + (
            f", PostgreSQL {results['postgres']['machine'].get('postgresql')}"
            if "postgres" in results
            else ""
        )
        + f", gunicorn {m['gunicorn']}."
    )
    p = results[dbs[0]]["params"]
    lines.append(
        f"Data: `generate_data --players {p['players']} --tournaments {p['tournaments']} "
        f"--games {p['games']} --seed {p['seed']}`; medians of {p['runs']} runs; "
        f"load averages (1/5/15 min) at start: "
        + "; ".join(f"{d} {results[d].get('loadavg_start')}" for d in dbs)
        + ".\n"
    )
    d0 = results[dbs[0]].get("data", {})
    if d0:
        lines.append(
            "Rows: " + ", ".join(f"{v:,} {k.replace('_', ' ')}" for k, v in d0.items()) + ".\n"
        )

    def row(label, get):
        vals = []
        for d in dbs:
            try:
                vals.append(get(results[d]))
            except (KeyError, TypeError, IndexError):
                vals.append("–")
        return f"| {label} | " + " | ".join(vals) + " |"

    lines.append("**Import and standings**\n")
    lines.append(head.rstrip())
    lines.append(
        row("import_results (parse + write), s", lambda r: fmt(r["import"]["total_s"], digits=1))
    )
    lines.append(
        row("  of which parse + validate, s", lambda r: fmt(r["import"]["parse_s"], digits=1))
    )
    lines.append(
        row("  of which database writes, s", lambda r: fmt(r["import"]["write_s"], digits=1))
    )
    lines.append(
        row("computed standings (all tournaments), s", lambda r: fmt(r["standings"]["s"], digits=1))
    )
    lines.append("")
    lines.append(
        "**(1) Full recompute per rating system** (whole history read and computed; "
        "floor = the same rows merely read with a plain cursor)\n"
    )
    lines.append(head.rstrip())
    systems = list(results[dbs[0]].get("ratings", {}))
    for s in systems:
        cats = results[dbs[0]]["ratings"][s]["categories"]
        lines.append(
            row(
                f"{s} ({cats} categories): floor, s", lambda r, s=s: fmt(r["ratings"][s]["floor_s"])
            )
        )
        lines.append(
            row(
                f"{s}: recompute, s (x floor)",
                lambda r, s=s: (
                    f"{fmt(r['ratings'][s]['recompute_s'])} "
                    f"(x{fmt(r['ratings'][s]['ratio'], digits=1)})"
                ),
            )
        )
        lines.append(
            row(
                f"{s}: first recompute into empty tables, s",
                lambda r, s=s: fmt(r["ratings"][s]["cold_s"]),
            )
        )
    lines.append("")
    lines.append(
        "**(2) Pages** (server time through the whole Django stack, in-process; "
        "SQL = the page's own queries re-run alone) — median / p95 ms, SQL ms, queries\n"
    )
    lines.append(head.rstrip())
    labels = [x["page"] for x in results[dbs[0]].get("pages", [])]
    for i, label in enumerate(labels):
        lines.append(
            row(
                label,
                lambda r, i=i: (
                    f"{fmt(r['pages'][i]['median_ms'], digits=1)} / {fmt(r['pages'][i]['p95_ms'], digits=1)}"
                    f" · SQL {fmt(r['pages'][i]['sql_ms'], digits=1)} · {r['pages'][i]['queries']} q"
                ),
            )
        )
    lines.append("")
    lines.append("**(3) Export and (4) load**\n")
    lines.append(head.rstrip())
    lines.append(
        row(
            "CSV export of the largest table, s",
            lambda r: (
                f"{fmt(r['export']['s'])} ({r['export']['rows']:,} rows, {r['export']['table']})"
            ),
        )
    )
    lines.append(
        row("gunicorn: leaderboard pages, req/s", lambda r: fmt(r["load"]["rps"], digits=1))
    )
    lines.append(
        row(
            "  latency p50 / p95 / p99, ms",
            lambda r: (
                f"{fmt(r['load']['p50_ms'], digits=1)} / {fmt(r['load']['p95_ms'], digits=1)} / "
                f"{fmt(r['load']['p99_ms'], digits=1)}"
            ),
        )
    )
    lines.append(
        row("  requests, errors", lambda r: f"{r['load']['requests']:,}, {r['load']['errors']}")
    )
    lines.append(
        row(
            "  client threads, workers, seconds",
            lambda r: (
                f"{r['load']['threads']}, {r['load']['workers']}, {fmt(r['load']['duration_s'], digits=1)}"
            ),
        )
    )
    lines.append("")
    lines.append("**Targets**\n")
    lines.append(head.rstrip())
    names = []
    for d in dbs:
        for k in results[d].get("targets", {}):
            if k not in names:
                names.append(k)
    for k in names:
        lines.append(
            row(
                k,
                lambda r, k=k: {True: "met", False: "**not met**"}.get(
                    r.get("targets", {}).get(k), "–"
                ),
            )
        )
    return "\n".join(lines) + "\n"


def print_table(result: dict) -> None:
    print()
    print(markdown({result["db"]: result}))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--players", type=int)
    ap.add_argument("--tournaments", type=int)
    ap.add_argument("--games", type=int, help="online-game results (~1M at WDD scale)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--runs", type=int, default=3, help="runs per measurement (median)")
    ap.add_argument(
        "--cold-runs",
        type=int,
        default=1,
        help="recomputes into emptied tables per system (default 1)",
    )
    ap.add_argument("--db", choices=("sqlite", "postgres", "both"), default="sqlite")
    ap.add_argument("--quick", action="store_true", help="a small smoke size")
    ap.add_argument("--page-requests", type=int, default=30)
    ap.add_argument("--threads", type=int, default=8, help="load client threads")
    ap.add_argument("--duration", type=float, default=15.0, help="load seconds")
    ap.add_argument("--max-requests", type=int, default=100_000, help="load request budget")
    ap.add_argument("--workers", type=int, default=4, help="gunicorn workers")
    ap.add_argument("--skip-load", action="store_true")
    ap.add_argument(
        "--reuse-db",
        action="store_true",
        help="measure the existing bench database (SQLite file or DATABASE_URL)",
    )
    args = ap.parse_args(argv)
    base = QUICK if args.quick else FULL
    sizes = {k: getattr(args, k) if getattr(args, k) is not None else v for k, v in base.items()}
    if args.quick:
        args.runs = min(args.runs, 2)
        args.page_requests = min(args.page_requests, 10)
        args.duration = min(args.duration, 3.0)
    OUT.mkdir(parents=True, exist_ok=True)
    dbs = ["sqlite", "postgres"] if args.db == "both" else [args.db]
    if len(dbs) > 1:  # one process per database: Django is configured once a process
        rc = 0
        for db in dbs:
            given = list(argv if argv is not None else sys.argv[1:])
            child = []
            skip = False
            for a in given:
                if skip:
                    skip = False
                elif a == "--db":
                    skip = True
                elif not a.startswith("--db="):
                    child.append(a)
            rc |= subprocess.call([sys.executable, __file__, *child, "--db", db])
        return rc
    db = dbs[0]
    tag = "quick" if args.quick else "full"
    with ExitStack() as stack:
        extra = {}
        if db == "sqlite":
            url = f"sqlite:///{OUT / f'bench-{tag}.sqlite3'}"
        elif os.environ.get("DATABASE_URL", "").startswith(("postgres://", "postgresql://")):
            url = os.environ["DATABASE_URL"]
            extra["postgres"] = {"cluster": "DATABASE_URL"}
        else:
            if args.reuse_db:
                raise SystemExit("--reuse-db with PostgreSQL needs DATABASE_URL")
            cluster = stack.enter_context(throwaway_cluster())
            url = cluster["url"]
            extra["postgres"] = {
                "cluster": "throwaway on 127.0.0.1",
                "settings": cluster["settings"],
                "server": cluster["version"],
            }
            log(f"postgres: {cluster['version']} on {url}")
        result = run_one(db, url, args, sizes, extra)
    key = db if not args.quick else f"{db}-quick"
    store = OUT / "results.json"
    try:
        everything = json.loads(store.read_text())
    except (OSError, ValueError):
        everything = {}
    everything[key] = result
    store.write_text(json.dumps(everything, indent=1, default=str))
    full = {d: everything[d] for d in ("sqlite", "postgres") if d in everything}
    if full:
        (OUT / "results.md").write_text(markdown(full))
    if args.quick:
        (OUT / "results-quick.md").write_text(markdown({db: result}))
    print_table(result)
    failed = [k for k, ok in result["targets"].items() if not ok]
    log(
        f"results: {store.relative_to(ROOT)}, bench/out/results{'-quick' if args.quick else ''}.md"
        + (f"; targets not met: {', '.join(failed)}" if failed else "; all targets met")
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
