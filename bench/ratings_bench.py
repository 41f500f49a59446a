"""The rating measurements, with Django configured (in the bench's process,
or in a fresh one: ``recomputes_in_a_process``, ``incremental_in_a_worker``):

* the first recompute after the import (every row written into empty tables):
  with the import and the computed standings it makes "import with ratings";
* the floor: the history read into Python records (``ratings.history``, as the
  recompute reads it) plus one straightforward pass of the rules in plain
  Python (``ratings.engines.reference``: final ratings only);
* the full recompute of every system from nothing (``recompute_all(scratch=True)``,
  what ``recompute_ratings`` runs), on stored tables: the steady state;
* incremental updates through the import service and the recompute it queues
  (resumed from a checkpoint): a day of online games after the end of the
  history, a tournament after the end, an edit of a 2005 event;
* a check that the tables the incremental updates left are, row for row and
  bit for bit, what a from-scratch computation gives.
"""

from __future__ import annotations

import gc
import hashlib
import json
import random
import subprocess
import sys
import tempfile
import time
from datetime import date, timedelta
from pathlib import Path

from common import log, median, rnd

POWERS = ("Austria", "England", "France", "Germany", "Italy", "Russia", "Turkey")
CENTRES = (10, 8, 6, 4, 3, 3, 0)


def first_recompute() -> dict:
    """Every system into empty tables, right after the import, by the task
    the import queued (what an organizer's import runs: the systems pending
    since the import, recomputed together under their single-flight locks)."""
    from ratings import tasks
    from ratings.models import TableState

    if not TableState.objects.filter(pending=True).exists():
        raise RuntimeError("the import left no rating table pending: nothing to time")
    gc.collect()
    t0 = time.perf_counter()
    tasks.recompute_pending.run()
    s = time.perf_counter() - t0
    systems: dict[str, int] = {}
    for system, ms in TableState.objects.values_list("system", "duration_ms"):
        systems[system] = max(systems.get(system, 0), ms or 0)
    return {"s": rnd(s, 2), "systems": systems}


def floor(runs: int) -> dict:
    """Read every system's history into records, then the plain rules over them,
    with the cyclic collector paused as the recompute pauses it (the same
    millions of objects, without their scans: like for like)."""
    from ratings import history
    from ratings.engines import reference
    from ratings.engines.base import gc_paused

    plain = {"dip-pouch": reference.dip_pouch, "ghost": reference.ghost}
    plain["openskill"] = reference.openskill
    reads, passes = [], []
    for _ in range(runs):
        gc.collect()
        with gc_paused():
            t0 = time.perf_counter()
            with history.snapshot():
                events = history.event_records()
                games = history.game_records()
                history.player_details()
            t1 = time.perf_counter()
            for slug, rate in plain.items():
                rate(events if slug == "dip-pouch" else games)
            t2 = time.perf_counter()
        reads.append(t1 - t0)
        passes.append(t2 - t1)
        del events, games
    read, rules = median(reads), median(passes)
    return {"read_s": rnd(read), "rules_s": rnd(rules), "s": rnd(read + rules)}


def full_recompute(runs: int) -> dict:
    from ratings import services

    times, last = [], None
    for _ in range(runs):
        gc.collect()
        t0 = time.perf_counter()
        last = services.recompute_all(scratch=True)
        times.append(time.perf_counter() - t0)
    return {
        "s": rnd(median(times)),
        "runs": [rnd(x) for x in times],
        "systems": {
            x["system"]: {
                "read_ms": x["read_ms"],
                "compute_ms": sum(c["compute_ms"] for c in x["categories"].values()),
                "write_ms": x["write_ms"],
                "rows_written": sum(c["rows_written"] for c in x["categories"].values()),
                "total_ms": x["total_ms"],
            }
            for x in last
        },
    }


# -- incremental updates ---------------------------------------------------------------------


def _board(keys: list[str]) -> list[dict]:
    return [
        {"player": k, "power": p, "centres": c, "eliminated_year": 1907 if c == 0 else None}
        for k, p, c in zip(keys, POWERS, CENTRES, strict=True)
    ]


def _bundle(tournaments=(), games=()) -> dict:
    return {
        "format": "diplomacy-results",
        "version": 1,
        "players": [],
        "tournaments": list(tournaments),
        "games": list(games),
    }


def _day_of_games(keys, day: date, n: int, rng) -> dict:
    return _bundle(
        games=[
            {
                "key": f"bench-day-{day}-{i}",
                "end_date": day.isoformat(),
                "variant": "classic",
                "press": rng.choice(["full", "gunboat"]),
                "phase_minutes": 1440,
                "game_scoring": "dss",
                "players": _board(rng.sample(keys, 7)),
            }
            for i in range(n)
        ]
    )


def _tournament(keys, key: str, day: date, size: int, rng) -> dict:
    field = rng.sample(keys, size)
    boards = []
    for r in (1, 2, 3):
        rng.shuffle(field)
        boards += [
            {"round": r, "board": b + 1, "players": _board(field[b * 7 : b * 7 + 7])}
            for b in range(size // 7)
        ]
    return _bundle(
        [
            {
                "key": key,
                "name": f"Bench {key}",
                "start_date": (day - timedelta(days=2)).isoformat(),
                "end_date": day.isoformat(),
                "country": "FR",
                "rounds": 3,
                "scoring_system": "squares-daanz",
                "standings": [{"player": p, "rank": i + 1} for i, p in enumerate(field)],
                "boards": boards,
            }
        ]
    )


def _update(label: str, data: dict) -> dict:
    """Import through the service, then run what its commit queues, timed apart:
    the computed standings of its tournaments, the incremental recompute (until
    its last table is committed) and the housekeeping the task runs after it (SQLite's
    WAL checkpoint, PostgreSQL's vacuum)."""
    from unittest import mock

    import ratings.tasks as tasks
    from tournaments.importing import import_bundle_data
    from tournaments.models import Tournament

    with mock.patch.object(tasks, "enqueue", lambda *a, **k: False):
        t0 = time.perf_counter()
        import_bundle_data(data)
        imported = time.perf_counter() - t0
    keys = [t["key"] for t in data["tournaments"]]
    t0 = time.perf_counter()
    if keys:
        tasks.recompute_standings(
            list(Tournament.objects.filter(key__in=keys).values_list("id", flat=True))
        )
    standings = time.perf_counter() - t0
    from ratings import services
    from ratings.engines import ENGINES
    from ratings.models import TableState

    pending = set(TableState.objects.filter(pending=True).values_list("system", flat=True))
    gc.collect()
    t0 = time.perf_counter()
    with tasks.housekeeping_after():  # as the task does
        summaries = services.recompute_all([s for s in ENGINES if s in pending])  # what it queued
        ratings = time.perf_counter() - t0  # every table committed: in the tables
    checkpoint = time.perf_counter() - t0 - ratings
    out = {
        "import_s": rnd(imported),
        "standings_s": rnd(standings),
        "ratings_s": rnd(ratings),
        "checkpoint_s": rnd(checkpoint),
        "systems": {
            x["system"]: {"since": x["since"], "records": x["records"], "ms": x["total_ms"]}
            for x in summaries
        },
    }
    log(f"{label}: {out}")
    return out


#: days of games and tournaments appended per run: a second each, and one
#: such update alone moves by a fifth from one to the next on this machine
UPDATES_PER_RUN = 5


def incremental(runs: int, seed: int = 7, edits: bool = True) -> dict:
    """Per run, UPDATES_PER_RUN days of games and tournaments appended after
    the end, then (``edits``) an edit of a 2005 event; medians."""
    from django.db.models import Max

    from tournaments.models import Game, Player, Standing, Tournament

    rng = random.Random(seed)
    keys = list(Player.objects.order_by("id").values_list("key", flat=True))
    out: dict[str, list] = {"day": [], "tournament": [], "edit_2005": []}
    for _ in range(runs):
        for _ in range(UPDATES_PER_RUN):
            last = max(
                Game.objects.aggregate(d=Max("end_date"))["d"],
                Tournament.objects.aggregate(d=Max("end_date"))["d"],
            )
            day = _day_of_games(keys, last + timedelta(days=1), 20, rng)
            out["day"].append(_update("a day of games", day))
            when = last + timedelta(days=3)
            # a new event each time, in whatever process and run: a key met
            # before would be an edit of that event, a replay from its day
            key = f"bench-after-{when.isoformat()}"
            tournament = _tournament(keys, key, when, 42, rng)
            out["tournament"].append(_update("a tournament", tournament))
        if not edits:
            continue
        old = Tournament.objects.filter(end_date__gte=date(2005, 1, 1)).order_by("end_date", "id")
        old = old.first()
        size = max(14, Standing.objects.filter(tournament=old).count() // 7 * 7)
        out["edit_2005"].append(
            _update(f"editing {old.key}", _tournament(keys, old.key, old.end_date, size, rng))
        )

    def summary(xs):
        return {
            "ratings_s": rnd(median([x["ratings_s"] for x in xs])),
            "checkpoint_s": rnd(median([x["checkpoint_s"] for x in xs])),
            "range_s": [rnd(min(x["ratings_s"] for x in xs)), rnd(max(x["ratings_s"] for x in xs))],
            "runs": xs,
        }

    return {k: summary(v) for k, v in out.items() if v}


def _apart(env: dict, what: str, runs: int, seed: int = 0):
    """``what`` (one of ``APART``) measured in a fresh process: see the callers."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / f"{what}.json"
        arguments = [what, f"--runs={runs}", f"--seed={seed}", f"--out={out}"]
        subprocess.run(
            [sys.executable, __file__, *arguments],
            env=env,
            cwd=Path(__file__).resolve().parents[1],
            check=True,
        )
        return json.loads(out.read_text())


def incremental_in_a_worker(env: dict, runs: int, seed: int = 8) -> dict:
    """The days of games and tournaments of ``incremental`` in a fresh
    process, as a worker child that never held the whole history runs them
    (``CELERY_WORKER_MAX_MEMORY_PER_CHILD`` replaces one that did). Not in
    the bench's own: its heap, spread by the import and the full recomputes,
    slows every update by a fifth to a third, the engines and SQLite's
    writes alike. The first update also reads the tip the others resume from."""
    return _apart(env, "updates", runs, seed)


def recomputes_in_a_process(env: dict, runs: int) -> dict:
    """{"floor", "full_recompute"} measured in one fresh process, as
    ``manage.py recompute_ratings`` runs, the floor beside the recompute
    under the same conditions. (In the bench's own process, with the floor's
    collector on, the recompute measured x0.88 of the floor; like for like,
    x1.01: the recompute is no faster in a fresh process, the floor was
    slower there.)"""
    return _apart(env, "recomputes", runs)


#: what a fresh process measures, by name
APART = {
    "updates": lambda runs, seed: incremental(runs, seed, edits=False),
    "recomputes": lambda runs, seed: {"floor": floor(runs), "full_recompute": full_recompute(runs)},
}


# -- the check ---------------------------------------------------------------------------------


def _stored_digest(system: str) -> str:
    """Every stored row of a system (ratings by player; the tables' rankings;
    trails by player; past tables by year end; each player's places at them),
    packed values whole, hashed."""
    from django.db import connection

    h = hashlib.sha256()
    queries = [
        "SELECT category, player_id, rating, events, peak, last_played, "
        "mu, sigma FROM ratings_rating WHERE system = %s ORDER BY category, player_id",
        "SELECT category, data FROM ratings_ranksheet WHERE system = %s ORDER BY category",
        "SELECT category, player_id, changes, first_day, last_day, data "
        "FROM ratings_ratingtrail WHERE system = %s ORDER BY category, player_id",
        "SELECT category, as_of, players, data FROM ratings_pasttable WHERE system = %s "
        "ORDER BY category, as_of",
        "SELECT category, player_id, data FROM ratings_yearends WHERE system = %s "
        "ORDER BY category, player_id",
    ]
    for sql in queries:
        with connection.cursor() as cursor:
            cursor.execute(sql, [system])
            while rows := cursor.fetchmany(50_000):
                for row in rows:
                    h.update(repr(tuple(_plain(x) for x in row)).encode())
    return h.hexdigest()


def _plain(x):
    if isinstance(x, memoryview):  # PostgreSQL's bytea
        return bytes(x)
    if isinstance(x, float):
        return x.hex()
    if isinstance(x, date):
        return x.isoformat()
    return x


def check_incremental_equals_scratch() -> dict:
    """Hash every stored row, rewrite every table from nothing (trusting
    nothing stored), hash again: the incremental updates left exactly that."""
    from ratings import services
    from ratings.engines import ENGINES

    t0 = time.perf_counter()
    before = {slug: _stored_digest(slug) for slug in ENGINES}
    services.recompute_all(rewrite=True)
    after = {slug: _stored_digest(slug) for slug in ENGINES}
    same = before == after
    log(f"incremental == from scratch: {same}")
    return {"equal": same, "s": rnd(time.perf_counter() - t0, 1), "digests": after}


if __name__ == "__main__":  # incremental_in_a_worker's process (DATABASE_URL etc. from its env)
    import argparse
    import os

    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from environment import setup_django

    parser = argparse.ArgumentParser()
    parser.add_argument("what", choices=APART, nargs="?", default="updates")
    parser.add_argument("--runs", type=int, required=True)
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--out", required=True)
    options = parser.parse_args()
    setup_django(dict(os.environ))
    figures = APART[options.what](options.runs, options.seed)
    Path(options.out).write_text(json.dumps(figures, default=str))
