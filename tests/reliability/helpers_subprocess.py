"""The subprocess side of the fault and process-level tests (``helpers_services``
starts these): a Celery worker that records each run, a probe of every page
the site links to, a snapshot of the rating tables, and tasks queued through
the real broker::

    python -m tests.reliability.helpers_subprocess worker --record F [--slow-write S] [--hold S] -- CELERY ARGS
    python -m tests.reliability.helpers_subprocess probe [--upload FILE]
    python -m tests.reliability.helpers_subprocess snapshot
    python -m tests.reliability.helpers_subprocess queue --count N [--system SLUG]
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import time
import uuid
from pathlib import Path

from tests.reliability.helpers_services import DEADLINE, PENDING_NOTICE


def _setup():
    import django

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "wdd.settings")
    django.setup()


def _append(path: str, row: dict) -> None:
    with open(path, "a") as f:
        f.write(json.dumps(row) + "\n")
        f.flush()


def cmd_worker(opts, celery_args: list[str]) -> None:
    _setup()
    from celery.signals import task_postrun, task_prerun

    from ratings import tasks
    from ratings.services import trails
    from wdd.celery import app

    record = opts.record
    marker = Path(record + ".slowed")
    gate = Path(record + ".gate")
    original_runner = tasks.recompute_if_pending
    original_sync = trails.write

    def runner(systems):
        """What the single-flight locks guard (recompute the systems still pending)."""
        run = uuid.uuid4().hex[:8]
        for system in systems:
            _append(record, {"event": "start", "system": system, "pid": os.getpid(), "run": f"{run}-{system}", "t": time.time()})  # fmt: skip
        try:
            if opts.slow_write and marker.exists():
                # A run after the held one (its retry): wait until the test has
                # looked at the tables the killed run left, and opens the gate.
                deadline = time.monotonic() + DEADLINE
                while not gate.exists() and time.monotonic() < deadline:
                    time.sleep(0.05)
            if opts.hold:
                time.sleep(opts.hold)  # a long run: others must wait for it, not overlap it
            return original_runner(systems)
        finally:
            for system in systems:
                _append(record, {"event": "end", "system": system, "pid": os.getpid(), "run": f"{run}-{system}", "t": time.time()})  # fmt: skip

    def slowed_write(*args, **kwargs):
        result = original_sync(*args, **kwargs)
        if opts.slow_write and not marker.exists():
            # Only the first write of the worker's life (whatever process): the
            # redelivered run after a kill goes through at full speed.
            marker.write_text(str(os.getpid()))
            _append(record, {"event": "in-write", "pid": os.getpid(), "t": time.time()})
            time.sleep(opts.slow_write)
        return result

    tasks.recompute_if_pending = runner
    trails.write = slowed_write

    @task_prerun.connect(weak=False)
    def prerun(task_id=None, task=None, **kwargs):
        info = getattr(task.request, "delivery_info", None) or {}
        _append(record, {"event": "task-start", "pid": os.getpid(), "id": task_id, "redelivered": bool(info.get("redelivered")), "t": time.time()})  # fmt: skip

    @task_postrun.connect(weak=False)
    def postrun(task_id=None, state=None, **kwargs):
        _append(record, {"event": "task-end", "pid": os.getpid(), "id": task_id, "state": state, "t": time.time()})  # fmt: skip

    app.worker_main(["worker", *celery_args])


def _shape(url: str) -> str:
    path, _, query = url.partition("?")
    path = re.sub(r"/\d+/[^/]+/", "/N/*/", path)
    path = re.sub(r"\d+", "N", path)
    keys = sorted({part.split("=")[0] for part in query.split("&") if part})
    return path + ("?" + "&".join(keys) if keys else "")


LINK = re.compile(r"""(?:href|src)="([^"#]*)"|"(https?://testserver/[^"]*)\"""")


def _same_site(base: str, link: str) -> str | None:
    """``link`` (found on ``base``) as a path and query on this site, or None."""
    from html import unescape
    from urllib.parse import urljoin, urlsplit

    parts = urlsplit(urljoin(f"http://testserver{base}", unescape(link)))
    if parts.netloc != "testserver" or parts.scheme not in ("http", "https"):
        return None
    return parts.path + (f"?{parts.query}" if parts.query else "")


def crawl(client, start=("/", "/api/v1/"), limit: int = 400, per_shape: int = 2) -> dict:
    """Every page reachable from the home page and the API root (same site, a
    couple of URLs of each shape, exports included): {url: (status, has the
    pending notice, content type or the error)}."""
    seen: dict[str, tuple] = {}
    shapes: dict[str, int] = {}
    queue = list(start)
    while queue and len(seen) < limit:
        url = queue.pop(0)
        if url in seen or url.startswith(("/admin/", "/i18n/", "/static/")):
            continue
        shape = _shape(url)
        if shapes.get(shape, 0) >= per_shape:
            continue
        shapes[shape] = shapes.get(shape, 0) + 1
        try:
            response = client.get(url)
        except Exception as e:  # DEBUG re-raises a view's exception: that is a 500
            seen[url] = (500, False, f"{type(e).__name__}: {e}")
            continue
        body = response.content.decode("utf-8", "replace")
        ctype = response.get("Content-Type", "")
        seen[url] = (response.status_code, PENDING_NOTICE in body, ctype)
        if response.status_code in (301, 302):
            queue.append(_same_site(url, response["Location"]) or "/")
        if "html" in ctype or "json" in ctype:
            for m in LINK.finditer(body):
                link = _same_site(url, m.group(1) or m.group(2))
                if link and link not in seen:
                    queue.append(link)
    return seen


def cmd_probe(opts) -> dict:
    """The site as visitors and an administrator see it, in this process's settings."""
    _setup()
    from django.contrib.auth import get_user_model
    from django.core.files.uploadedfile import SimpleUploadedFile
    from django.test import Client

    out: dict = {"pages": crawl(Client())}
    user_model = get_user_model()
    if not user_model.objects.filter(username="faults-admin").exists():
        user_model.objects.create_superuser("faults-admin", "a@example.org", "faults-pw-8431")
    admin = Client()
    try:
        login = admin.post(
            "/admin/login/?next=/admin/",
            {"username": "faults-admin", "password": "faults-pw-8431", "next": "/admin/"},
        )
        out["login"] = login.status_code
        out["admin"] = admin.get("/admin/").status_code
    except Exception as e:
        out["login"] = f"{type(e).__name__}: {e}"
    if opts.upload:
        path = Path(opts.upload)
        try:
            preview = admin.post(
                "/admin/tournaments/tournament/import/",
                {"files": [SimpleUploadedFile(path.name, path.read_bytes(), "application/json")]},
            )
            # The upload previews; the import happens when the preview is confirmed.
            token = re.search(r'name="token" value="([0-9a-f-]+)"', preview.content.decode())
            response = admin.post(
                "/admin/tournaments/tournament/import/confirm/",
                {"token": token.group(1) if token else ""},
            )
            out["upload"] = response.status_code
        except Exception as e:
            out["upload"] = f"{type(e).__name__}: {e}"
    return out


def cmd_snapshot(opts) -> dict:
    _setup()
    from ratings.models import TableState
    from tests.reliability.helpers_data import rating_tables
    from tournaments.models import ComputedStanding, Tournament

    tables = rating_tables()
    tables["changes"] = {"/".join(k): v for k, v in tables["changes"].items()}
    tables["places"] = {"/".join(map(str, k)): v for k, v in tables["places"].items()}
    return {
        "tables": json.loads(json.dumps(tables, default=str)),
        "pending": sorted(
            f"{s}/{c}"
            for s, c in TableState.objects.filter(pending=True).values_list("system", "category")
        ),
        "tournaments": sorted(Tournament.objects.values_list("key", flat=True)),
        "computed_standings": {
            key: ComputedStanding.objects.filter(tournament__key=key).count()
            for key in Tournament.objects.values_list("key", flat=True)
        },
    }


def cmd_queue(opts) -> dict:
    _setup()
    from ratings.tasks import recompute_pending

    ids = [
        recompute_pending.apply_async(kwargs={"systems": opts.system or None}).id
        for _ in range(opts.count)
    ]
    return {"queued": ids}


def main(argv: list[str]) -> None:
    celery_args: list[str] = []
    if "--" in argv:
        i = argv.index("--")
        argv, celery_args = argv[:i], argv[i + 1 :]
    parser = argparse.ArgumentParser(prog="helpers_subprocess")
    sub = parser.add_subparsers(dest="cmd", required=True)
    w = sub.add_parser("worker")
    w.add_argument("--record", required=True)
    w.add_argument("--slow-write", type=float, default=0.0)
    w.add_argument("--hold", type=float, default=0.0)
    p = sub.add_parser("probe")
    p.add_argument("--upload")
    sub.add_parser("snapshot")
    q = sub.add_parser("queue")
    q.add_argument("--count", type=int, default=1)
    q.add_argument("--system", action="append")
    opts = parser.parse_args(argv)
    if opts.cmd == "worker":
        cmd_worker(opts, celery_args)
        return
    result = {"probe": cmd_probe, "snapshot": cmd_snapshot, "queue": cmd_queue}[opts.cmd](opts)
    print(json.dumps(result, default=str))


if __name__ == "__main__":
    main(sys.argv[1:])
