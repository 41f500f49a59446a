"""A throwaway PostgreSQL cluster on loopback for the benchmark (like .ci/run).

``throwaway_cluster()`` finds the newest installed server (installing Debian's
``postgresql`` package when it is missing and we are root), runs ``initdb``
into a temporary directory (as the ``postgres`` user when we are root: the
server refuses to run as root), starts it on 127.0.0.1 and a free port, and
yields a DATABASE_URL. The cluster and its directory are removed on exit.
"""

from __future__ import annotations

import glob
import os
import shlex
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager

from common import free_port

# Settings of the throwaway cluster. synchronous_commit=off is the durability
# SQLite's WAL + synchronous=NORMAL gives (a crash may lose the last commits,
# never corrupts); everything else is PostgreSQL's default but the memory,
# sized for a 2-core / 24 GiB machine.
SERVER_SETTINGS = {
    "synchronous_commit": "off",
    "shared_buffers": "512MB",
    "work_mem": "32MB",
    "maintenance_work_mem": "256MB",
    "effective_cache_size": "4GB",
    "max_wal_size": "4GB",
}


def find_bin() -> str | None:
    dirs = sorted(
        glob.glob("/usr/lib/postgresql/*/bin"),
        key=lambda d: [int(x) for x in d.split("/")[-2].split(".") if x.isdigit()],
    )
    for d in reversed(dirs):
        if os.path.exists(os.path.join(d, "initdb")):
            return d
    initdb = shutil.which("initdb")
    return os.path.dirname(os.path.realpath(initdb)) if initdb else None


def ensure_installed() -> str:
    found = find_bin()
    if found:
        return found
    if os.geteuid() != 0 or not shutil.which("apt-get"):
        raise SystemExit(
            "PostgreSQL is not installed: `apt-get install -y postgresql`, or set DATABASE_URL"
        )
    print("installing PostgreSQL (apt-get install -y postgresql) ...", flush=True)
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    subprocess.run(["apt-get", "update", "-qq"], check=True, env=env)
    subprocess.run(
        ["apt-get", "install", "-y", "-qq", "postgresql"],
        check=True,
        env=env,
        stdout=subprocess.DEVNULL,
    )
    found = find_bin()
    if not found:
        raise SystemExit("PostgreSQL was installed but initdb was not found")
    return found


def _as_postgres(argv: list[str], **kwargs) -> subprocess.CompletedProcess:
    if os.geteuid() == 0:
        argv = ["su", "postgres", "-s", "/bin/sh", "-c", shlex.join(argv)]
    return subprocess.run(argv, check=True, **kwargs)


def server_version(bindir: str) -> str:
    out = subprocess.run(
        [os.path.join(bindir, "postgres"), "--version"], capture_output=True, text=True, check=False
    )
    return out.stdout.strip()


@contextmanager
def throwaway_cluster() -> Iterator[dict]:
    """Yield {"url", "bindir", "settings", "version"} of a fresh cluster on loopback."""
    bindir = ensure_installed()
    work = tempfile.mkdtemp(prefix="wdd-bench-pg.")
    os.chmod(work, 0o755)
    data = os.path.join(work, "data")
    os.mkdir(data)
    user = "postgres" if os.geteuid() == 0 else os.environ.get("USER") or "postgres"
    if os.geteuid() == 0:
        shutil.chown(data, "postgres", "postgres")
        shutil.chown(work, "postgres", "postgres")
    port = free_port()
    opts = " ".join(
        [f"-h 127.0.0.1 -p {port} -k {work}"] + [f"-c {k}={v}" for k, v in SERVER_SETTINGS.items()]
    )
    started = False
    try:
        _as_postgres(
            [os.path.join(bindir, "initdb"), "-D", data, "-A", "trust", "-U", user, "-E", "UTF8"],
            stdout=subprocess.DEVNULL,
        )
        _as_postgres(
            [
                os.path.join(bindir, "pg_ctl"),
                "-D",
                data,
                "-l",
                os.path.join(work, "server.log"),
                "-w",
                "-o",
                opts,
                "start",
            ],
            stdout=subprocess.DEVNULL,
        )
        started = True
        _as_postgres(
            [
                os.path.join(bindir, "createdb"),
                "-h",
                "127.0.0.1",
                "-p",
                str(port),
                "-U",
                user,
                "wdd_bench",
            ],
        )
        yield {
            "url": f"postgres://{user}@127.0.0.1:{port}/wdd_bench",
            "bindir": bindir,
            "settings": dict(SERVER_SETTINGS),
            "version": server_version(bindir),
        }
    finally:
        if started:
            try:
                _as_postgres(
                    [os.path.join(bindir, "pg_ctl"), "-D", data, "-m", "fast", "-w", "stop"],
                    stdout=subprocess.DEVNULL,
                    stderr=subprocess.DEVNULL,
                )
            except subprocess.CalledProcessError:
                pass
        shutil.rmtree(work, ignore_errors=True)
