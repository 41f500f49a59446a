"""The measured database steps, in this process with Django configured:
generating the data, a fresh database, the import and the computed standings
(the ratings are measured in ``ratings_bench``)."""

from __future__ import annotations

import gc
import os
import subprocess
import sys
import time
from pathlib import Path

from common import OUT, ROOT, log, rnd


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


def settle(vendor: str) -> None:
    """Before the recomputes and the pages are timed: fold SQLite's
    write-ahead log into the database and flush the bench's own writes to
    disk, so they measure their own work, not the previous step's gigabytes
    of writeback (or a long WAL that every read must consult). The first
    recompute writes about 600 MB on SQLite; the kernel writes them back
    some thirty seconds later, while the floor and the full recompute ran
    (the full recompute 10.06 s in the bench, 9.34 s on the same database
    once the machine was quiet)."""
    from django.db import connection

    if vendor == "sqlite":
        with connection.cursor() as cursor:
            cursor.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    os.sync()


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


def bench_standings() -> dict:
    from tournaments.standings import recompute_standings

    gc.collect()
    t0 = time.perf_counter()
    n = recompute_standings()
    return {"tournaments": n, "s": rnd(time.perf_counter() - t0, 2)}
