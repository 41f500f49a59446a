"""Pages through the whole Django stack, in process (time, queries, and the
same SQL re-run alone), and the CSV export of the largest table."""

from __future__ import annotations

import time

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
