"""The measured database steps, in this process with Django configured:
generating the data, a fresh database, the import, the computed standings,
and each rating system's recompute beside its floor (the same rows merely read)."""

from __future__ import annotations

import gc
import subprocess
import sys
import time
from pathlib import Path

from common import OUT, ROOT, log, median, rnd


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

    from ratings.models import MonthlyRating, PastRating, PastTable, Rating, RatingChange

    with transaction.atomic(), connection.cursor() as cursor:
        for model in (RatingChange, MonthlyRating, Rating, PastRating, PastTable):
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
