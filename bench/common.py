"""What every bench module shares: where things are, a timestamped log, the
few number helpers the measurements use, and a free loopback port."""

from __future__ import annotations

import socket
import statistics
from datetime import datetime
from pathlib import Path

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
OUT = BENCH / "out"
#: the leaderboards the page and load measurements use
MAIN_TABLES = ("dip-pouch/overall", "ghost/overall")


def log(msg: str) -> None:
    print(f"[{datetime.now():%H:%M:%S}] {msg}", flush=True)


def median(xs):
    return statistics.median(xs) if xs else None


def rnd(x, n=3):
    return None if x is None else round(x, n)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]
