"""Compute one system's run in a forked process while this one computes another.

A full recompute spends most of its time in the engines, pure Python, one
core each; the machine has two. A forked child shares the history already
read (copy on write), runs ``compute.run_system``, and sends its result back
through a pipe, pickled; it never touches the database (the parent stores
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

from .compute import SystemRun, run_system


def available() -> bool:
    """Whether a child may compute in parallel here."""
    return (
        hasattr(os, "fork")
        and (os.cpu_count() or 1) > 1
        and threading.active_count() == 1
        and os.environ.get("RATINGS_PARALLEL", "1") != "0"
    )


def run_in_child(*args) -> Callable[[], SystemRun]:
    """Start ``run_system(*args)`` in a forked child; returns a function that
    waits for it and gives its result (or raises what it raised). Its ``pid``
    is the child's; its ``cancel()`` stops the child instead, when its result
    is no longer wanted (an error in this process): nothing would read the
    pipe, and the child would wait on it forever."""
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: compute, send, and leave without cleanup
        status = 1
        try:
            os.close(read_end)
            gc.disable()
            try:
                payload = pickle.dumps((True, run_system(*args)), pickle.HIGHEST_PROTOCOL)
            except BaseException as e:  # sent to the parent, raised there
                payload = pickle.dumps((False, e), pickle.HIGHEST_PROTOCOL)
            with os.fdopen(write_end, "wb") as out:
                out.write(payload)
            status = 0
        finally:
            os._exit(status)  # no atexit, no closing the parent's connections
    os.close(write_end)

    collected = False

    def result() -> SystemRun:
        nonlocal collected
        collected = True
        with os.fdopen(read_end, "rb") as pipe:
            data = pipe.read()
        _, status = os.waitpid(pid, 0)
        if not data:
            raise RuntimeError(f"the rating computation in process {pid} died ({status})")
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
