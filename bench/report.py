"""The targets, and the results as the Markdown tables of bench/README.md."""

from __future__ import annotations

TARGETS = {
    "import_with_ratings_s": 30.0,  # SQLite
    "full_recompute_s": 10.0,
    "incremental_s": 1.0,
    "page_p95_ms": 50.0,
    "page_queries": 10,
    "leaderboard_rps": 300.0,
    "player_rps": 150.0,
    "load_p95_ms": 200.0,
}


def import_with_ratings(r: dict) -> float | None:
    """The import, the computed standings and the first recompute of every system."""
    try:
        return r["import"]["total_s"] + r["standings"]["s"] + r["first_recompute"]["s"]
    except (KeyError, TypeError):
        return None


def check_targets(r: dict) -> dict:
    t = {}
    total = import_with_ratings(r)
    if total is not None and r.get("db") == "sqlite":
        t["import with ratings < 30 s (SQLite)"] = total < TARGETS["import_with_ratings_s"]
    if "full_recompute" in r:
        t["full recompute of all systems < 10 s"] = (
            r["full_recompute"]["s"] < TARGETS["full_recompute_s"]
        )
    # As the worker runs them: in a child that never held the whole history
    # (settings.CELERY_WORKER_MAX_MEMORY_PER_CHILD); older results: the bench's process.
    updates = r.get("incremental_worker") or r.get("incremental", {})
    for kind, label in (("day", "a day of games"), ("tournament", "a tournament")):
        if kind in updates:
            t[f"incremental update, {label} after the end < 1 s"] = (
                updates[kind]["ratings_s"] < TARGETS["incremental_s"]
            )
    if "check" in r:
        t["incremental tables == from scratch"] = r["check"]["equal"]
    pages = r.get("pages", [])
    if pages:
        t["pages p95 < 50 ms, rendered"] = all(p["p95_ms"] < TARGETS["page_p95_ms"] for p in pages)
        cached = [p for p in pages if p.get("cached")]
        t["cached pages p95 < 50 ms"] = all(
            p["cached_p95_ms"] < TARGETS["page_p95_ms"] for p in cached
        )
        t["pages <= 10 queries"] = all(p["queries"] <= TARGETS["page_queries"] for p in pages)
    if "load" in r:
        runs = r["load"]["runs"]
        t["load: zero errors"] = r["load"]["errors"] == 0
        for kind, key in (("leaderboard", "leaderboard_rps"), ("player", "player_rps")):
            if kind in runs:
                t[f"{kind} pages >= {TARGETS[key]:.0f} req/s, p95 < 200 ms"] = (
                    runs[kind]["rps"] >= TARGETS[key]
                    and runs[kind]["p95_ms"] < TARGETS["load_p95_ms"]
                )
    return t


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
        + "; when the pages were timed (after a WAL checkpoint and a sync): "
        + "; ".join(f"{d} {results[d].get('loadavg_pages')}" for d in dbs)
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
        row(
            "re-import of the same bundle over it (nothing differs), s",
            lambda r: fmt(r["reimport"]["total_s"], digits=1) if "reimport" in r else "",
        )
    )
    lines.append(
        row("computed standings (all tournaments), s", lambda r: fmt(r["standings"]["s"], digits=1))
    )
    lines.append(
        row(
            "first recompute of every system into the empty tables, s",
            lambda r: fmt(r["first_recompute"]["s"], digits=1),
        )
    )
    lines.append(
        row(
            "**import with ratings** (import + standings + first recompute), s",
            lambda r: fmt(import_with_ratings(r), digits=1),
        )
    )
    lines.append("")
    lines.append(
        "**(1) Ratings** (floor = the history read into Python records plus one plain "
        "pass of the rules, final ratings only; full recompute = every system from "
        "nothing, on stored tables; both in one fresh process, as `recompute_ratings` "
        "runs; incremental = the recompute an import queues, resumed from a checkpoint)\n"
    )
    lines.append(head.rstrip())
    lines.append(
        row(
            "floor: read + plain rules, s",
            lambda r: (
                f"{fmt(r['floor']['s'])} ({fmt(r['floor']['read_s'])} + "
                f"{fmt(r['floor']['rules_s'])})"
            ),
        )
    )
    lines.append(
        row(
            "full recompute of all systems, s (x floor)",
            lambda r: (
                f"{fmt(r['full_recompute']['s'])} "
                f"(x{fmt(r['full_recompute']['s'] / r['floor']['s'], digits=2)})"
            ),
        )
    )
    systems = list(results[dbs[0]].get("full_recompute", {}).get("systems", {}))
    for s in systems:
        lines.append(
            row(
                f"  {s}: read / compute / write, ms",
                lambda r, s=s: "{read_ms} / {compute_ms} / {write_ms}".format(
                    **r["full_recompute"]["systems"][s]
                ),
            )
        )
    for kind, label in (
        ("day", "a day of online games after the end"),
        ("tournament", "a tournament after the end"),
    ):
        lines.append(
            row(
                f"incremental update of every system, {label}, in a worker process: in the "
                "tables after, s (+ the housekeeping that follows: SQLite's WAL checkpoint, "
                "PostgreSQL's vacuum; median of n, "
                "[fastest, slowest])",
                lambda r, k=kind: _incremental(r["incremental_worker"][k]),
            )
        )
    for kind, label in (
        ("day", "a day of online games after the end"),
        ("tournament", "a tournament after the end"),
        ("edit_2005", "an edit of a 2005 event"),
    ):
        lines.append(
            row(
                f"incremental update of every system, {label}, in the bench's process (after "
                "its import and full recomputes): in the tables after, s (+ the "
                "housekeeping that follows; median of n, [fastest, slowest])",
                lambda r, k=kind: _incremental(r["incremental"][k]),
            )
        )
    lines.append(
        row(
            "incremental tables == from-scratch rewrite (bit for bit)",
            lambda r: "yes" if r["check"]["equal"] else "**NO**",
        )
    )
    lines.append("")
    lines.append(
        "**(2) Pages** (server time through the whole Django stack, in a fresh process, target p95 "
        "< 50 ms and <= 10 queries; each kind's first row is an ordinary page): rendered = the "
        "page cache emptied before each request (median / p95 ms, SQL ms = its queries re-run "
        "alone, queries); cached = served from the page cache (median / p95 ms, queries; – for "
        "pages not cached)\n"
    )
    lines.append(head.rstrip())
    labels = [x["page"] for x in results[dbs[0]].get("pages", [])]

    def page_cell(r, i):
        p = r["pages"][i]
        text = (
            f"{fmt(p['median_ms'], digits=1)} / {fmt(p['p95_ms'], digits=1)}"
            f" · SQL {fmt(p['sql_ms'], digits=1)} · {p['queries']} q"
        )
        if p.get("cached"):
            text += (
                f"; cached {fmt(p['cached_median_ms'], digits=1)} / "
                f"{fmt(p['cached_p95_ms'], digits=1)} · {p['cached_queries']} q"
            )
        return text

    for i, label in enumerate(labels):
        lines.append(row(label, lambda r, i=i: page_cell(r, i)))
    lines.append("")
    lines.append("**(3) Export and (4) load** (Locust, 127.0.0.1, no think time)\n")
    lines.append(head.rstrip())
    lines.append(
        row(
            "CSV export of the largest table, s",
            lambda r: (
                f"{fmt(r['export']['s'])} ({r['export']['rows']:,} rows, {r['export']['table']})"
            ),
        )
    )
    kinds = list(next((results[d]["load"]["runs"] for d in dbs if "load" in results[d]), {}))
    for kind in kinds:
        lines.append(
            row(
                f"{kind} pages: req/s · p50 / p95 / p99 ms · errors",
                lambda r, k=kind: (
                    (
                        f"{fmt(r['load']['runs'][k]['rps'], digits=1)} · "
                        f"{fmt(r['load']['runs'][k]['p50_ms'], digits=0)} / "
                        f"{fmt(r['load']['runs'][k]['p95_ms'], digits=0)} / "
                        f"{fmt(r['load']['runs'][k]['p99_ms'], digits=0)} · "
                        f"{r['load']['runs'][k]['errors']}"
                    )
                    if "load" in r
                    else "–"
                ),
            )
        )
    if kinds:
        lines.append(
            row(
                "  Locust users, gunicorn workers, page cache, seconds a run (after a warm-up of)",
                lambda r: (
                    (
                        f"{r['load']['users']}, {r['load']['workers']}, "
                        f"{r['load'].get('page_cache', 'local memory')}, "
                        f"{fmt(r['load']['seconds'], digits=0)}"
                        f" ({fmt(r['load']['warmup_s'], digits=0)} s)"
                    )
                    if "load" in r
                    else "–"
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


def _incremental(figures: dict) -> str:
    fastest, slowest = figures.get("range_s", (None, None))
    spread = f" [{fmt(fastest)}, {fmt(slowest)}]" if fastest is not None else ""
    return (
        f"{fmt(figures['ratings_s'])} (+ {fmt(figures.get('checkpoint_s', 0))}; "
        f"n = {len(figures['runs'])}){spread}"
    )
