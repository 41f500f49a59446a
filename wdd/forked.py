"""Compute a function in a forked child while this process computes something else.

The ratings' recompute (its heaviest system, ``ratings.services.parallel``)
and the computed standings (the later tournaments, ``tournaments.standings``)
are pure Python, one core's work each, and the machine has two. A forked
child shares what this process has read (copy on write), runs the function
with the cyclic collector off (its walks would copy every page), sends the
result back pickled through a pipe, and leaves without cleanup: it never
touches the database connections it inherited (the parent writes
everything, in order). Only used where fork is safe and useful: a POSIX
system with more than one core, and a process with a single thread (a
threaded server or worker computes in line instead).
"""

from __future__ import annotations

import gc
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
        and (os.cpu_count() or 1) > 1
        and threading.active_count() == 1
        and os.environ.get(switch, "1") != "0"
    )


def run_in_child(function: Callable[..., Any], *args) -> Callable[[], Any]:
    """Start ``function(*args)`` in a forked child; returns a function that waits
    for it and gives its result (or raises what it raised). Its ``pid`` is the
    child's; its ``cancel()`` stops the child instead, when its result is no
    longer wanted (an error in this process): nothing would read the pipe,
    and the child would wait on it forever."""
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: compute, send, and leave without cleanup
        status = 1
        try:
            os.close(read_end)
            gc.disable()
            try:
                payload = pickle.dumps((True, function(*args)), pickle.HIGHEST_PROTOCOL)
            except BaseException as e:  # sent to the parent, raised there
                payload = pickle.dumps((False, e), pickle.HIGHEST_PROTOCOL)
            with os.fdopen(write_end, "wb") as out:
                out.write(payload)
            status = 0
        finally:
            os._exit(status)  # no atexit, no closing the parent's connections
    os.close(write_end)
    collected = False

    def result() -> Any:
        nonlocal collected
        collected = True
        with os.fdopen(read_end, "rb") as pipe:
            data = pipe.read()
        _, status = os.waitpid(pid, 0)
        if not data:
            raise RuntimeError(f"the computation in process {pid} died ({status})")
        ok, value = pickle.loads(data)
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
        os.close(read_end)

    result.cancel = cancel
    result.pid = pid
    return result
