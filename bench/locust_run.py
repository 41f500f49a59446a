"""Run Locust headless against a loopback server for a bounded time and read
its figures back (CI's load test and the bench's load step).

``run_locust(port, pages, mix, users, seconds, work)`` writes the page list
for ``bench/locustfile.py``, runs ``locust --headless -u USERS -r USERS -t
SECONDS --host http://127.0.0.1:PORT --csv ...`` (Locust pinned in
requirements.txt) and returns requests/s, percentiles and failures, overall
and per page kind, from its ``_stats.csv``.
"""

from __future__ import annotations

import csv
import json
import os
import subprocess
import sys
from pathlib import Path

from common import BENCH, log

HOST = "127.0.0.1"


def _row(r: dict) -> dict:
    def num(key):
        try:
            return round(float(r[key]), 1)
        except (KeyError, ValueError):
            return None

    return {
        "requests": int(r["Request Count"]),
        "errors": int(r["Failure Count"]),
        "rps": num("Requests/s"),
        "p50_ms": num("50%"),
        "p95_ms": num("95%"),
        "p99_ms": num("99%"),
        "max_ms": num("Max Response Time"),
    }


def run_locust(
    port: int,
    pages: dict[str, list[str]],
    mix: dict[str, int],
    users: int,
    seconds: float,
    work: Path,
) -> dict:
    """Locust's summary: the aggregated figures, ``by_kind`` and the first failures."""
    work.mkdir(parents=True, exist_ok=True)
    pages_file = work / "locust-pages.json"
    pages_file.write_text(json.dumps(pages))
    prefix = work / "locust"
    env = dict(os.environ)
    env.update(
        WDD_LOCUST_PAGES=str(pages_file),
        WDD_LOCUST_MIX=",".join(f"{k}={v}" for k, v in mix.items()),
    )
    locust = Path(sys.executable).with_name("locust")
    argv = [
        str(locust),
        "-f", str(BENCH / "locustfile.py"),
        "--headless",
        "-u", str(users),
        "-r", str(users),
        "-t", f"{max(1, round(seconds))}s",
        "--stop-timeout", "10",
        "--host", f"http://{HOST}:{port}",
        "--csv", str(prefix),
        "--only-summary",
        "--loglevel", "WARNING",
    ]  # fmt: skip
    log(f"locust: {users} users for {seconds:g} s on {HOST}:{port}, mix {mix}")
    done = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=seconds + 120)
    stats_file = Path(f"{prefix}_stats.csv")
    if not stats_file.exists():
        raise SystemExit(
            f"locust wrote no statistics (exit {done.returncode}):\n{done.stderr[-3000:]}"
        )
    with stats_file.open(newline="") as f:
        rows = list(csv.DictReader(f))
    total = next(r for r in rows if r["Name"] == "Aggregated")
    summary = _row(total)
    summary["by_kind"] = {r["Name"]: _row(r) for r in rows if r["Name"] != "Aggregated"}
    failures_file = Path(f"{prefix}_failures.csv")
    summary["first_errors"] = []
    if failures_file.exists():
        with failures_file.open(newline="") as f:
            summary["first_errors"] = [
                f"{r['Occurrences']}× {r['Name']}: {r['Error'][:200]}" for r in csv.DictReader(f)
            ][:10]
    summary.update(users=users, seconds=seconds, locust_exit=done.returncode, tool="locust")
    return summary
