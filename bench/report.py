"""The targets, and the results as the Markdown tables of bench/README.md."""

from __future__ import annotations

TARGETS = {
    "import_with_ratings_s": 30.0,  # SQLite
    "full_recompute_s": 10.0,
    "incremental_s": 1.0,
    "page_p95_ms": 50.0,
    "page_queries": 10,
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
    for kind, label in (("day", "a day of games"), ("tournament", "a tournament")):
        if kind in r.get("incremental", {}):
            t[f"incremental update, {label} after the end < 1 s"] = (
                r["incremental"][kind]["ratings_s"] < TARGETS["incremental_s"]
            )
    if "check" in r:
        t["incremental tables == from scratch"] = r["check"]["equal"]
    pages = r.get("pages", [])
    if pages:
        t["pages p95 < 50 ms"] = all(p["p95_ms"] < TARGETS["page_p95_ms"] for p in pages)
        t["pages <= 10 queries"] = all(p["queries"] <= TARGETS["page_queries"] for p in pages)
    if "load" in r:
        t["load: zero errors"] = r["load"]["errors"] == 0
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
        "nothing, on stored tables; incremental = the recompute an import queues, "
        "resumed from a checkpoint)\n"
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
        ("edit_2005", "an edit of a 2005 event"),
    ):
        lines.append(
            row(
                f"incremental update of every system, {label}, s",
                lambda r, k=kind: fmt(r["incremental"][k]["ratings_s"]),
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
