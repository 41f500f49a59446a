#!/usr/bin/env python3
"""The scale-and-speed benchmark (``make bench``): WDD-sized data, real timings.

    .venv/bin/python bench/run.py                      # full WDD scale, SQLite then PostgreSQL
    .venv/bin/python bench/run.py --db sqlite          # SQLite only
    .venv/bin/python bench/run.py --db postgres        # PostgreSQL only
    .venv/bin/python bench/run.py --quick              # a small smoke run (~1 min)

Steps (each timed; see bench/README.md for what is measured and the targets):

0. ``manage.py generate_data`` writes the synthetic bundle (cached in bench/out/).
1. A fresh database is migrated and the bundle imported with the import
   service (what ``import_results`` runs), then imported again over itself
   (nothing differs: what a federation's re-import of its whole history
   costs), then the computed standings.
2. Ratings (``ratings_bench``): the first recompute into the empty tables
   by the task the import queued (with the import: "import with ratings"),
   the floor (the history read into Python plus one plain pass of the
   rules) and the full recompute of every system from nothing, both in a
   fresh process as ``recompute_ratings`` runs, incremental updates (a day
   of games and a tournament after the end of the history, an edit in
   2005; the first two again in a fresh process, as a worker child runs
   them), and a check that the incremental tables equal a from-scratch
   rewrite bit for bit.
3. Pages (leaderboards, tournament, player) are requested through the whole
   Django stack, in a fresh process as a server worker would serve them;
   their SQL is re-run alone for comparison.
4. A full leaderboard is exported to CSV (``export_leaderboard``).
5. gunicorn serves the site on 127.0.0.1 and a bounded client (threads, fixed
   duration and request budget) loads the leaderboard pages.

Results: a table on stdout, bench/out/results.json (merged per database) and
bench/out/results.md (the README table). PostgreSQL: DATABASE_URL when set
(a postgres:// URL), else a throwaway cluster on loopback (bench/pg.py).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from contextlib import ExitStack
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the project, for Django

from common import OUT, ROOT, log, rnd  # noqa: E402
from environment import collectstatic, django_env, loadavg, machine_info, setup_django  # noqa: E402
from pages import bench_export, bench_pages_apart  # noqa: E402
from pg import throwaway_cluster  # noqa: E402
from ratings_bench import (  # noqa: E402
    check_incremental_equals_scratch,
    first_recompute,
    incremental,
    incremental_in_a_worker,
    recomputes_in_a_process,
)
from report import check_targets, markdown, print_table  # noqa: E402
from serve import bench_load  # noqa: E402
from steps import (  # noqa: E402
    analyze,
    bench_standings,
    data_sizes,
    fresh_database,
    generate,
    import_bundle,
    settle,
)

FULL = {"players": 30_000, "tournaments": 5_000, "games": 1_000_000}
QUICK = {"players": 600, "tournaments": 80, "games": 20_000}


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
            "page_requests": args.page_requests,
            "load_users": args.users,
            "load_seconds": args.duration,
            "load_warmup_seconds": args.warmup,
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
        result["reimport"] = import_bundle(path)  # the same bundle again: nothing differs
        log(f"re-import: {result['reimport']}")
        result["standings"] = bench_standings()
        log(f"standings: {result['standings']}")
        result["first_recompute"] = first_recompute()
        log(f"first recompute: {result['first_recompute']}")
        analyze(vendor)
    result["data"] = data_sizes()
    log(f"data: {result['data']}")
    if not args.skip_ratings:
        settle(vendor)
        connection.close()
        result |= recomputes_in_a_process(env, args.runs)
        log(f"floor: {result['floor']}")
        log(f"full recompute: {result['full_recompute']}")
        result["incremental"] = incremental(args.runs)
        connection.close()
        result["incremental_worker"] = incremental_in_a_worker(env, args.runs)
        log(f"incremental, in a worker: {result['incremental_worker']}")
        result["check"] = check_incremental_equals_scratch()
        analyze(vendor)
    settle(vendor)
    result["loadavg_pages"] = loadavg()
    log(f"pages: load average {result['loadavg_pages']}")
    connection.close()
    result["pages"] = bench_pages_apart(env, args.page_requests)
    result["export"] = bench_export(args.runs)
    log(f"export: {result['export']}")
    if not args.skip_load:
        connection.close()
        served = env if not args.redis else {**env, "REDIS_URL": args.redis}
        result["load"] = bench_load(served, args.workers, args.users, args.duration, args.warmup)
        result["load"]["page_cache"] = "redis" if args.redis else "local memory"
    result["loadavg_end"] = loadavg()
    result["targets"] = check_targets(result)
    return result


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--players", type=int)
    ap.add_argument("--tournaments", type=int)
    ap.add_argument("--games", type=int, help="online-game results (~1M at WDD scale)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--runs", type=int, default=3, help="runs per measurement (median)")
    ap.add_argument(
        "--db",
        choices=("sqlite", "postgres", "both"),
        default="both",
        help="the database(s) to measure (default: both, one after the other)",
    )
    ap.add_argument("--quick", action="store_true", help="a small smoke size")
    ap.add_argument("--page-requests", type=int, default=30)
    ap.add_argument("--users", type=int, default=50, help="Locust users (concurrent clients)")
    ap.add_argument("--duration", type=float, default=30.0, help="seconds of each Locust run")
    ap.add_argument(
        "--warmup",
        type=float,
        default=60.0,
        help="seconds of unmeasured warm-up (each worker renders each of ~680 pages once: "
        "about a minute on 2 cores with the local-memory cache)",
    )
    ap.add_argument("--workers", type=int, default=4, help="gunicorn workers")
    ap.add_argument(
        "--redis",
        metavar="URL",
        help="the load step's server keeps its page cache in this Redis, shared by its "
        "workers (REDIS_URL, as production sets it); default: each worker's local memory",
    )
    ap.add_argument("--skip-ratings", action="store_true", help="with --reuse-db: no recomputes")
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
        args.warmup = min(args.warmup, 3.0)
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
        results = OUT / "results.md"
        if results.exists():  # both databases side by side, as the README shows them
            print()
            print(results.read_text())
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
