"""Pages through the whole Django stack, in a process of their own (time,
queries, and the same SQL re-run alone), and the CSV export of the largest
table."""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from common import MAIN_TABLES, OUT, log, median, rnd
from load import percentile


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


#: the kinds of page wdd.page_cache serves (the others are rendered every time)
CACHED_KINDS = {"leaderboard", "tournament", "player", "rating history", "circuit", "home", "game"}


def is_cached(kind: str, path: str) -> bool:
    """Whether wdd.page_cache serves the page: the lists' HTML pages, not the API's."""
    return kind in CACHED_KINDS or (kind == "list" and not path.startswith("/api/"))


def _median_of(rows):
    """The middle row of ``rows`` ((key, n) sorted by n): an ordinary case."""
    return rows[len(rows) // 2]


def _circuit_and_list_pages() -> list[tuple[str, str, str]]:
    """A circuit of median size beside the one with the most placements (its
    first and last standings page), and the long lists (events, players,
    online games; the pages and the API) at page 1 beside a deep page."""
    from django.db.models import Count

    from tournaments.models import Circuit, Game, Player, Tournament

    pages = []
    circuits = list(
        Circuit.objects.annotate(n=Count("tournaments__standings"))
        .order_by("-n", "pk")
        .values_list("pk", "n")
    )
    if circuits:
        for label, (cid, n) in (("median", _median_of(circuits)), ("largest", circuits[0])):
            url = Circuit.objects.get(pk=cid).get_absolute_url()
            pages.append(("circuit", f"circuit ({label}: {n} placements)", url))
        pages.append(("circuit", "circuit (largest: last standings page)", f"{url}?page=999"))

    def deep(count: int) -> int:
        return max(1, (count + 49) // 50)

    events, players = Tournament.objects.count(), Player.objects.count()
    online = Game.objects.filter(round__isnull=True).count()
    for base, n, what in (
        ("/tournaments/", events, "events"),
        ("/players/", players, "players"),
        ("/api/v1/tournaments/", events, "events"),
        ("/api/v1/players/", players, "players"),
        ("/api/v1/games/", online, "online games"),
    ):
        pages.append(("list", f"{base} page 1", base))
        pages.append(
            ("list", f"{base} last page ({deep(n)}, {n} {what})", f"{base}?page={deep(n)}")
        )
    return pages


def page_targets() -> list[tuple[str, str, str]]:
    """(kind, label, path) of the pages to time, chosen from the data: for each
    kind the heaviest case the issue names beside an ordinary one of its kind
    (the first row of each kind): the last page of the largest table, the
    largest national table, a past table (a year's end), the largest
    tournament, the busiest player and their longest rating history, a game,
    the catalogue."""
    from django.db.models import Count

    from ratings.models import PastTable, Rating, RatingTrail, TableState
    from tournaments.models import Game, GameResult, Player, Tournament

    pages = []
    states = {(s.system, s.category): s.players for s in TableState.objects.all()}
    largest = max(states, key=lambda k: (states[k], k)) if states else None
    for table in MAIN_TABLES:
        system, category = table.split("/")
        size = states.get((system, category), 0)
        base = f"/ratings/{system}/{category}/"
        last = max(1, (size + 49) // 50)
        nat = (
            Rating.objects.filter(system=system, category=category)
            .exclude(nationality="")
            .values_list("nationality")
            .annotate(n=Count("id"))
            .order_by("-n")
            .first()
        )
        pages.append(("leaderboard", f"{table} page 1", base))
        pages.append(("leaderboard", f"{table} last page ({last})", f"{base}?page={last}"))
        if nat:
            pages.append(
                (
                    "leaderboard",
                    f"{table} national ({nat[0]}, {nat[1]} players)",
                    f"{base}{nat[0]}/",
                )
            )
        pages.append(
            (
                "leaderboard",
                f"{table} filtered (events>=5, active 5y)",
                f"{base}?min_events=5&active=5",
            )
        )
        pages.append(("leaderboard", f"{table} name search", f"{base}?q=ma"))
        middle = max(1, last // 2)
        for sort, label in (("name", "by name"), ("-events", "by events")):
            pages.append(
                (
                    "leaderboard",
                    f"{table} {label}, page {middle}",
                    f"{base}?sort={sort}&page={middle}",
                )
            )
        year = (
            PastTable.objects.filter(system=system, category=category)
            .order_by("-as_of")
            .values_list("as_of", flat=True)
            .first()
        )
        if year:
            pages.append(("leaderboard", f"{table} past table ({year})", f"{base}?as_of={year}"))
            pages.append(
                (
                    "leaderboard",
                    f"{table} past table, last page",
                    f"{base}?as_of={year}&page={last}",
                )
            )
    if largest and f"{largest[0]}/{largest[1]}" not in MAIN_TABLES:
        last = max(1, (states[largest] + 49) // 50)
        pages.append(
            (
                "leaderboard",
                f"{largest[0]}/{largest[1]} last page ({last})",
                f"/ratings/{largest[0]}/{largest[1]}/?page={last}",
            )
        )
    boards = list(
        Game.objects.filter(round__isnull=False)
        .values_list("round__tournament")
        .annotate(n=Count("id"))
        .order_by("-n", "round__tournament")
    )
    if boards:
        for label, (tid, n) in (("median", _median_of(boards)), ("largest", boards[0])):
            t = Tournament.objects.get(pk=tid)
            pages.append(("tournament", f"tournament ({label}: {n} boards)", t.get_absolute_url()))
        pages.append(
            (
                "tournament",
                "tournament (largest: last standings page, round 1)",
                f"{t.get_absolute_url()}?page=99&round=1",
            )
        )
    busy = list(
        GameResult.objects.values_list("player").annotate(n=Count("id")).order_by("-n", "player")
    )
    if busy:
        for label, (pid, n) in (("median", _median_of(busy)), ("busiest", busy[0])):
            p = Player.objects.get(pk=pid)
            pages.append(("player", f"player ({label}: {n} results)", p.get_absolute_url()))
        p = Player.objects.get(pk=busy[0][0])
        pages.append(
            (
                "player",
                "player (busiest: last pages of boards and online games)",
                p.get_absolute_url() + "?boards=999&games=999",
            )
        )
    histories = list(
        RatingTrail.objects.filter(system="ghost", category="overall")
        .values_list("player", "changes")
        .order_by("-changes", "player")
    )
    if histories:
        for label, (pid, n) in (("median", _median_of(histories)), ("longest", histories[0])):
            p = Player.objects.get(pk=pid)
            url = f"/players/{p.pk}/{p.slug or 'x'}/ratings/ghost/overall/"
            pages.append(("rating history", f"ghost/overall history ({label}: {n} games)", url))
    online = Game.objects.filter(round__isnull=True).order_by("pk").first()
    board = Game.objects.filter(round__isnull=False).order_by("pk").first()
    for label, game in (("online game", online), ("tournament board", board)):
        if game is not None:
            pages.append(("game", f"game ({label})", game.get_absolute_url()))
    pages.extend(_circuit_and_list_pages())
    pages.append(("catalogue", "scoring system (bangkok)", "/systems/scoring/bangkok/"))
    pages.append(("catalogue", "catalogue", "/systems/"))
    pages.append(("home", "home", "/"))
    return pages


def _time(client, path, requests, before=None):
    """(seconds of each request, queries of each, the queries themselves, last response)."""
    from django.db import connection

    times, counts, logs = [], [], []
    resp = None
    for _ in range(requests):
        if before is not None:
            before()
        qlog = QueryLog()
        with connection.execute_wrapper(qlog):
            t0 = time.perf_counter()
            resp = client.get(path)
            times.append(time.perf_counter() - t0)
        assert resp.status_code == 200, (path, resp.status_code)
        counts.append(len(qlog.queries))
        logs.append(qlog.queries)
    return times, counts, logs, resp


def bench_pages_apart(env: dict, requests: int) -> list[dict]:
    """``bench_pages`` in a fresh process set up as a server's worker is
    (``wdd.wsgi``: what the application and the first request load is frozen
    out of the collector's walk), not in the bench's own, which holds what
    the import and the recomputes left behind (every collection of the
    oldest generation walks it: with six million live objects the busiest
    player's p95 went from 48 to 54 ms, its slowest request from 49 to 61 ms)."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "pages.json"
        subprocess.run(
            [sys.executable, __file__, "--requests", str(requests), "--out", str(out)],
            env=env,
            cwd=Path(__file__).resolve().parents[1],
            check=True,
        )
        return json.loads(out.read_text())


def bench_pages(requests: int) -> list[dict]:
    """Each page twice: rendered (the page cache emptied before every request:
    what a page costs the first time after a change) and served from the page
    cache (every later anonymous request until the next change)."""
    from django.core.cache import caches
    from django.test import Client

    pages_cache = caches["pages"]
    pages_cache.clear()
    client = Client()
    results = []
    for kind, label, path in page_targets():
        for _ in range(3):  # warm: caches, connection, template loading
            resp = client.get(path)
            if resp.status_code != 200:
                raise SystemExit(f"{path}: HTTP {resp.status_code}")
        times, counts, logs, resp = _time(client, path, requests, before=pages_cache.clear)
        client.get(path)  # stored
        hits, hit_counts, _logs, _resp = _time(client, path, requests)
        size = len(resp.content)
        sql = [rerun_sql(logs[i]) for i in range(min(requests, 10))]
        row = {
            "kind": kind,
            "page": label,
            "path": path,
            "queries": max(counts),
            "median_ms": rnd(median(times) * 1000, 1),
            "p95_ms": rnd(percentile(times, 95) * 1000, 1),
            "max_ms": rnd(max(times) * 1000, 1),
            "sql_ms": rnd(median(sql) * 1000, 1),
            "cached_median_ms": rnd(median(hits) * 1000, 2),
            "cached_p95_ms": rnd(percentile(hits, 95) * 1000, 2),
            "cached_queries": max(hit_counts),
            "cached": is_cached(kind, path),
            "bytes": size,
            "requests": requests,
        }
        results.append(row)
        log(
            f"page {label}: median {row['median_ms']} ms, p95 {row['p95_ms']} ms, "
            f"SQL {row['sql_ms']} ms, {row['queries']} queries; cached "
            f"{row['cached_median_ms']} / {row['cached_p95_ms']} ms, {row['cached_queries']} q"
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


if __name__ == "__main__":  # bench_pages_apart's process (DATABASE_URL etc. from its env)
    import argparse
    import os

    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from environment import setup_django

    parser = argparse.ArgumentParser()
    parser.add_argument("--requests", type=int, required=True)
    parser.add_argument("--out", required=True)
    options = parser.parse_args()
    setup_django(dict(os.environ))
    import wdd.wsgi  # noqa: F401 - a served worker's process: its long-lived objects frozen

    Path(options.out).write_text(json.dumps(bench_pages(options.requests), default=str))
