"""Real services for the fault and process-level tests: a private redis-server,
a private database, a Celery worker subprocess, and the site run in
subprocesses (settings read REDIS_URL and DATABASE_URL at import time, so the
"site side" of a test with its own Redis runs in its own process).

Nothing here touches the services CI starts: every redis-server gets a free
loopback port, every database a fresh name (PostgreSQL, on the server the test
run uses) or a file in the test's temporary directory (SQLite). Every wait is
bounded.

The subprocess side (the worker with its recorders, probes, snapshots and
queued tasks) is ``helpers_subprocess``, run as a module.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import uuid
from contextlib import contextmanager
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
PYTHON = sys.executable
DEADLINE = 60.0  # seconds: the longest any single wait may take
PENDING_NOTICE = "Ratings are being recomputed"


def have_redis_server() -> bool:
    return shutil.which("redis-server") is not None


#: the marks of a fault test module: its own redis-server, database and workers
FAULT_TEST = [
    pytest.mark.faults,
    pytest.mark.skipif(not have_redis_server(), reason="needs the redis-server binary"),
]


def write_json(tmp_path: Path, name: str, data: dict) -> Path:
    """``data`` as a JSON file in ``tmp_path``, for a subprocess to import."""
    path = tmp_path / name
    path.write_text(json.dumps(data))
    return path


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_until(condition, what: str, timeout: float = DEADLINE, interval: float = 0.1):
    """Poll ``condition`` until it returns something truthy (returned), or fail."""
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout:.0f} s waiting for {what}")
        time.sleep(interval)


# -- redis-server ---------------------------------------------------------------------


class RedisServer:
    """A throwaway redis-server on loopback: no persistence, its own port."""

    def __init__(self, workdir: Path, port: int | None = None):
        self.workdir = Path(workdir)
        self.port = port or free_port()
        self.proc: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def ping(self) -> bool:
        try:
            with socket.create_connection(("127.0.0.1", self.port), timeout=0.5) as s:
                s.sendall(b"PING\r\n")
                return s.recv(16).startswith(b"+PONG")
        except OSError:
            return False

    def start(self) -> RedisServer:
        self.workdir.mkdir(parents=True, exist_ok=True)
        log = open(self.workdir / f"redis-{self.port}.log", "ab")  # noqa: SIM115 (owned by the process)
        self.proc = subprocess.Popen(
            [
                "redis-server",
                "--bind",
                "127.0.0.1",
                "--port",
                str(self.port),
                "--save",
                "",
                "--appendonly",
                "no",
                "--protected-mode",
                "yes",
                "--dir",
                str(self.workdir),
            ],  # fmt: skip
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        log.close()
        wait_until(self.ping, f"redis-server on port {self.port}", timeout=10)
        return self

    def stop(self) -> None:
        if self.proc is None:
            return
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)
        self.proc = None
        wait_until(lambda: not self.ping(), f"redis-server on port {self.port} to stop", 10)


# -- a private database -----------------------------------------------------------------


class PrivateDatabase:
    """A fresh, migrated database for subprocesses: a file on SQLite, a new
    database on the PostgreSQL server of the test run. Dropped by ``drop``."""

    def __init__(self, workdir: Path):
        from django.conf import settings

        self.workdir = Path(workdir)
        self.settings = dict(settings.DATABASES["default"])
        self.vendor = "postgresql" if "postgresql" in self.settings["ENGINE"] else "sqlite"
        if self.vendor == "postgresql":
            self.name = f"wdd_faults_{uuid.uuid4().hex[:10]}"
            s = self.settings
            self._admin_sql(f'CREATE DATABASE "{self.name}"')
            auth = s["USER"] + (f":{s['PASSWORD']}" if s.get("PASSWORD") else "")
            self.url = (
                f"postgres://{auth}@{s['HOST'] or '127.0.0.1'}:{s['PORT'] or 5432}/{self.name}"
            )
        else:
            self.path = self.workdir / "site.sqlite3"
            self.url = f"sqlite:///{self.path}"
        result = run_manage(self.env(), "migrate", "--noinput", timeout=120)
        assert result.returncode == 0, result.stderr

    def _connect(self, dbname: str):
        import psycopg

        s = self.settings
        return psycopg.connect(
            host=s["HOST"] or "127.0.0.1",
            port=s["PORT"] or 5432,
            user=s["USER"],
            password=s.get("PASSWORD") or None,
            dbname=dbname,
            autocommit=True,
        )

    def _admin_sql(self, sql: str) -> None:
        try:
            conn = self._connect("postgres")
        except Exception:
            conn = self._connect(self.settings["NAME"])
        with conn:
            conn.execute(sql)

    def env(self, redis_url: str = "") -> dict:
        env = {
            k: v
            for k, v in os.environ.items()
            if k not in ("DATABASE_URL", "REDIS_URL", "PYTEST_CURRENT_TEST")
        }
        env.update(
            DATABASE_URL=self.url,
            DB_CONN_MAX_AGE="0",
            DJANGO_SETTINGS_MODULE="wdd.settings",
            # Kept after the repository: a run can put other packages first
            # (e.g. older broker libraries, to see a fault test fail on them).
            PYTHONPATH=os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")])),
            LOG_LEVEL="WARNING",
        )
        if redis_url:
            env["REDIS_URL"] = redis_url
        return env

    def query(self, sql: str) -> list[tuple]:
        """A raw read, straight from the test process (fast: for polling)."""
        if self.vendor == "postgresql":
            with self._connect(self.name) as conn:
                return list(conn.execute(sql).fetchall())
        import sqlite3

        conn = sqlite3.connect(self.path, timeout=30)
        try:
            return list(conn.execute(sql).fetchall())
        finally:
            conn.close()

    def pending(self) -> bool | None:
        """Whether any table waits for a recompute (None: no table yet)."""
        rows = self.query("SELECT pending FROM ratings_tablestate")
        if not rows:
            return None
        return any(bool(r[0]) for r in rows)

    def drop(self) -> None:
        if self.vendor == "postgresql":
            self._admin_sql(f'DROP DATABASE IF EXISTS "{self.name}" WITH (FORCE)')


@contextmanager
def fault_stack(tmp_path: Path):
    """A private database and redis-server, and a way to start workers on them;
    everything is stopped and dropped afterwards (worker logs are printed, so
    that pytest shows them when the test failed)."""
    database = PrivateDatabase(tmp_path)
    redis = None
    workers: list[Worker] = []

    def worker(env: dict | None = None, **kwargs) -> Worker:
        w = Worker({**database.env(redis.url), **(env or {})}, tmp_path / "worker", **kwargs)
        workers.append(w)
        return w.start()

    try:
        redis = RedisServer(tmp_path / "redis").start()
        yield database, redis, worker
    finally:
        for w in workers:
            stacks = w.dump_stacks()
            w.stop()
            print(f"--- worker log ({w.name}): its records\n{w.records()}")
            print(f"--- its main process's threads at the end of the test\n{stacks}")
        if redis is not None:
            redis.stop()
        database.drop()


# -- subprocesses ---------------------------------------------------------------------------


def run_manage(env: dict, *args: str, timeout: float = DEADLINE) -> subprocess.CompletedProcess:
    return subprocess.run(
        [PYTHON, str(REPO / "manage.py"), *args],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def run_helper(env: dict, *args: str, timeout: float = DEADLINE) -> dict:
    """Run this module as a subprocess command and return its JSON output."""
    result = subprocess.run(
        [PYTHON, "-m", "tests.reliability.helpers_subprocess", *args],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    assert result.returncode == 0, f"helper {args[0]} failed:\n{result.stderr[-3000:]}"
    return json.loads(result.stdout.strip().splitlines()[-1])


def import_file(env: dict, path: Path) -> subprocess.CompletedProcess:
    return run_manage(env, "import_results", str(path), timeout=120)


class Worker:
    """A Celery worker subprocess (prefork) wrapped by this module's ``worker``
    command: it records every task and every run under the single-flight lock
    (start and end), can hold each run open (``hold``), and can hold the first
    rating write open (``slow_write``) so that a test can kill the process
    inside it.

    ``production``: run it as ``make worker`` does (celery beat embedded, so
    the periodic pending sweep; gossip, mingle and heartbeats on); otherwise
    lean (no beat, no gossip, mingle or heartbeats: starts faster, and runs
    only the tasks a test queues)."""

    def __init__(
        self,
        env: dict,
        workdir: Path,
        *,
        concurrency: int = 1,
        slow_write: float = 0.0,
        hold: float = 0.0,
        production: bool = False,
    ):
        self.env = env
        self.workdir = Path(workdir)
        self.name = f"faults-{uuid.uuid4().hex[:8]}"
        self.record = self.workdir / f"{self.name}.jsonl"
        self.log_path = self.workdir / f"{self.name}.log"
        self.concurrency = concurrency
        self.slow_write = slow_write
        self.hold = hold
        self.production = production
        self.proc: subprocess.Popen | None = None

    def start(self) -> Worker:
        self.workdir.mkdir(parents=True, exist_ok=True)
        self.record.touch()
        log = open(self.log_path, "ab")  # noqa: SIM115 (owned by the process)
        args = [
            PYTHON, "-m", "tests.reliability.helpers_subprocess", "worker",
            "--record", str(self.record),
            "--slow-write", str(self.slow_write),
            "--hold", str(self.hold),
            "--",
            "-l", "info", "-P", "prefork", "--concurrency", str(self.concurrency),
            "-n", f"{self.name}@%h",
        ]  # fmt: skip
        if self.production:
            args += ["-B"]
        else:
            args += ["--without-gossip", "--without-mingle", "--without-heartbeat"]
        self.proc = subprocess.Popen(
            args,
            cwd=REPO,
            env=self.env,
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        log.close()
        wait_until(self._ready, f"the Celery worker {self.name} to start", timeout=DEADLINE)
        return self

    def _ready(self) -> bool:
        if self.proc.poll() is not None:
            raise AssertionError(f"the worker exited ({self.proc.returncode}):\n{self.log()}")
        return " ready." in self.log()

    def log(self) -> str:
        try:
            return self.log_path.read_text(errors="replace")
        except FileNotFoundError:
            return ""

    def records(self, width: int = 240) -> str:
        """The log's records, one line each (tracebacks left out): what the
        worker did and when, readable whole when a test fails."""
        return "\n".join(line[:width] for line in self.log().splitlines() if line.startswith("[20"))

    def dump_stacks(self, timeout: float = 5.0) -> str:
        """Every thread's stack in the worker's main process, from Celery's
        SIGUSR1 handler: where a worker that went quiet is waiting."""
        if self.proc is None or self.proc.poll() is not None:
            return "(the worker had exited)"
        start = len(self.log())
        os.kill(self.proc.pid, signal.SIGUSR1)
        try:
            wait_until(lambda: "LOCAL VARIABLES" in self.log()[start:], "a stack dump", timeout)
        except AssertionError:
            return f"(no stack dump within {timeout:.0f} s: the main thread is blocked in C)"
        return self.log()[start:][:20000]  # written whole, by one write

    def events(self, kind: str | None = None) -> list[dict]:
        rows = []
        for line in self.record.read_text().splitlines():
            try:
                row = json.loads(line)
            except ValueError:
                continue  # a line being written
            if kind is None or row["event"] == kind:
                rows.append(row)
        return rows

    def open_gate(self) -> None:
        """Let the runs after the held one go on (see ``cmd_worker``)."""
        Path(str(self.record) + ".gate").touch()

    def stop(self) -> None:
        """Stop the worker and its pool (its own process group: nothing else)."""
        if self.proc is None:
            return
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(15)
            except subprocess.TimeoutExpired:
                pass
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)  # pool children left behind, if any
        except ProcessLookupError:
            pass
        if self.proc.poll() is None:
            self.proc.wait(10)
        self.proc = None


def runs_overlap(events: list[dict]) -> list[tuple[dict, dict]]:
    """Pairs of runs of one system whose [start, end] intervals overlap."""
    starts: dict[tuple, dict] = {}
    runs = []
    for e in events:
        key = (e["pid"], e["run"])
        if e["event"] == "start":
            starts[key] = e
        elif e["event"] == "end" and key in starts:
            runs.append((starts.pop(key), e))
    clashes = []
    for i, (s1, e1) in enumerate(runs):
        for s2, e2 in runs[i + 1 :]:
            if s1["system"] == s2["system"] and s1["t"] < e2["t"] and s2["t"] < e1["t"]:
                clashes.append((s1, s2))
    return clashes
