"""The targets, and the results as the Markdown tables of bench/README.md."""

from __future__ import annotations

TARGETS = {
    "import_s": 60.0,
    "recompute_vs_floor": 3.0,
    "dip_pouch_s": 5.0,
    "ghost_s": 30.0,
    "page_p95_ms": 50.0,
    "page_queries": 10,
}


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
