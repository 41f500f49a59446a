"""A bounded HTTP load generator for loopback servers only.

``run_load(host, port, paths, threads, duration, max_requests)``: each thread
opens a connection, sends GET requests for paths drawn (seeded) from
``paths`` and reads the whole response, until the duration has passed or the
shared request budget is spent. Anything but 200 is an error. Refuses any
host outside 127.0.0.0/8 and ::1.
"""

from __future__ import annotations

import http.client
import ipaddress
import random
import threading
import time


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def percentile(values: list[float], p: float) -> float:
    """Nearest-rank percentile (p in 0..100) of a non-empty list."""
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, int(round(p / 100 * len(ordered) + 0.5)) - 1))
    return ordered[k]


def run_load(
    host: str,
    port: int,
    paths: list[str],
    *,
    threads: int = 8,
    duration: float = 15.0,
    max_requests: int = 200_000,
    seed: int = 1,
    timeout: float = 30.0,
) -> dict:
    if not is_loopback(host):
        raise ValueError(f"refusing to load {host}: loopback addresses only")
    if not paths:
        raise ValueError("no paths to request")
    lock = threading.Lock()
    budget = [max_requests]
    latencies: list[list[float]] = [[] for _ in range(threads)]
    errors: list[list[str]] = [[] for _ in range(threads)]
    status_bytes = [0] * threads
    start = time.perf_counter()
    deadline = start + duration

    def take() -> bool:
        with lock:
            if budget[0] <= 0:
                return False
            budget[0] -= 1
            return True

    def worker(i: int) -> None:
        rng = random.Random(seed * 1000 + i)
        conn = None
        while time.perf_counter() < deadline and take():
            path = rng.choice(paths)
            t0 = time.perf_counter()
            try:
                if conn is None:
                    conn = http.client.HTTPConnection(host, port, timeout=timeout)
                conn.request("GET", path, headers={"Host": "127.0.0.1"})
                resp = conn.getresponse()
                body = resp.read()
                if resp.status != 200:
                    errors[i].append(f"{resp.status} {path}")
                else:
                    latencies[i].append(time.perf_counter() - t0)
                    status_bytes[i] += len(body)
                if resp.will_close:
                    conn.close()
                    conn = None
            except (OSError, http.client.HTTPException) as e:
                errors[i].append(f"{type(e).__name__}: {e} {path}")
                if conn is not None:
                    conn.close()
                conn = None
        if conn is not None:
            conn.close()

    pool = [threading.Thread(target=worker, args=(i,), daemon=True) for i in range(threads)]
    for t in pool:
        t.start()
    for t in pool:
        t.join(duration + timeout + 5)
    elapsed = time.perf_counter() - start
    lat = [x for xs in latencies for x in xs]
    errs = [x for xs in errors for x in xs]
    ok = len(lat)
    return {
        "threads": threads,
        "duration_s": round(elapsed, 2),
        "requests": ok + len(errs),
        "ok": ok,
        "errors": len(errs),
        "error_samples": errs[:5],
        "rps": round(ok / elapsed, 1) if elapsed else 0.0,
        "bytes": sum(status_bytes),
        "p50_ms": round(percentile(lat, 50) * 1000, 1) if lat else None,
        "p95_ms": round(percentile(lat, 95) * 1000, 1) if lat else None,
        "p99_ms": round(percentile(lat, 99) * 1000, 1) if lat else None,
        "max_ms": round(max(lat) * 1000, 1) if lat else None,
    }
