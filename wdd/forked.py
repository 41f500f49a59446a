"""Compute a function in a forked child while this process computes something else.

The ratings' recompute (its heaviest system, ``ratings.services.parallel``)
and the computed standings (the later tournaments, ``tournaments.standings``)
are pure Python, one core's work each, and the machine has two. A forked
child shares what this process has read (copy on write), runs the function
with the cyclic collector off (its walks would copy every page), sends the
result back pickled in a file in memory (``os.memfd_create``), and leaves
without cleanup: it never touches the database connections it inherited;
a function that uses the database does so over connections of the child's
own (``connects``: a rating system stored on PostgreSQL, which takes two
writers at once). The parent maps that file and
loads from it: a pipe made the child wait for the parent to read, and the
parent read OpenSkill's 77 MB in 64 KB pieces (0.37-0.42 s from its wait
to the result; 0.21 s of it loading). Only used where fork is safe and
useful: Linux (fork and memfd) with more than one core, and a process with
a single thread (a threaded server or worker computes in line instead).
"""

from __future__ import annotations

import gc
import mmap
import os
import pickle
import signal
import threading
from collections.abc import Callable
from typing import Any


def available(switch: str) -> bool:
    """Whether a child may compute in parallel here (``switch``: the
    environment variable that turns it off when set to 0)."""
    return (
        hasattr(os, "fork")
        and hasattr(os, "memfd_create")
        and (os.cpu_count() or 1) > 1
        and threading.active_count() == 1
        and os.environ.get(switch, "1") != "0"
    )


def run_in_child(function: Callable[..., Any], *args, connects: bool = False) -> Callable[[], Any]:
    """Start ``function(*args)`` in a forked child; returns a function that waits
    for it and gives its result (or raises what it raised). Its ``pid`` is the
    child's; its ``cancel()`` stops the child instead, when its result is no
    longer wanted (an error in this process): it would go on computing for
    nothing, holding a core and its copy of the memory.

    ``connects``: the function uses the database, over connections of the
    child's own (``_own_connections``); call it so only outside a
    transaction, where a new connection sees what this one does."""
    file = os.memfd_create("wdd-forked-result", os.MFD_CLOEXEC)
    try:
        pid = os.fork()
    except BaseException:  # no child (out of processes or memory): no file left open
        os.close(file)
        raise
    if pid == 0:  # the child: compute, write, and leave without cleanup
        status = 1
        try:
            gc.disable()
            try:
                if connects:
                    _own_connections()
                payload = pickle.dumps((True, function(*args)), pickle.HIGHEST_PROTOCOL)
            except BaseException as e:  # sent to the parent, raised there
                payload = pickle.dumps((False, e), pickle.HIGHEST_PROTOCOL)
            with os.fdopen(file, "wb") as out:
                out.write(payload)
            if connects:
                _close_own_connections()
            status = 0
        finally:
            os._exit(status)  # no atexit, no closing the parent's connections
    collected = False

    def result() -> Any:
        nonlocal collected
        collected = True
        try:
            _, status = os.waitpid(pid, 0)
            size = os.fstat(file).st_size
            if status or not size:
                raise RuntimeError(f"the computation in process {pid} died ({status})")
            with mmap.mmap(file, size, access=mmap.ACCESS_READ) as data:
                ok, value = pickle.loads(data)
        finally:
            os.close(file)
        if not ok:
            raise value
        return value

    def cancel() -> None:
        nonlocal collected
        if collected:
            return
        collected = True
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        os.close(file)

    result.cancel = cancel
    result.pid = pid
    return result


#: the parent's connections, in a child that made its own: kept referenced,
#: never closed (closing one would end the parent's session on their shared
#: socket, and a collected one closes)
_inherited: list = []


def _own_connections() -> None:
    """In a child: set the parent's database connections aside, so that the
    next query opens the child's own."""
    from django.db import connections

    for conn in connections.all(initialized_only=True):
        if conn.connection is not None:
            _inherited.append(conn.connection)
            conn.connection = None


def _close_own_connections() -> None:
    from django.db import connections

    for conn in connections.all(initialized_only=True):
        if conn.connection is not None:  # the child's own (``_own_connections``)
            conn.close()
