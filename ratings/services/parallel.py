"""Compute one system's run in a forked process while this one computes another.

A full recompute spends most of its time in the engines, pure Python, one
core each; the machine has two. A forked child (``wdd.forked``) shares the
history already read (copy on write), runs ``compute.run_system``, and sends
its result back; the parent stores everything, in order. On PostgreSQL, when
each system is stored in a transaction of its own (a replay, not a first
recompute), the child stores its system itself, while the parent stores the
others: an edit of a 2005 event spent four of its 22 seconds storing
OpenSkill after Ghost, the child long done computing.
"""

from __future__ import annotations

from collections.abc import Callable

from wdd import forked

from .compute import SystemRun, run_system


def available() -> bool:
    """Whether a child may compute in parallel here (``RATINGS_PARALLEL=0``: never)."""
    return forked.available("RATINGS_PARALLEL")


def run_in_child(*args) -> Callable[[], SystemRun]:
    """Start ``run_system(*args)`` in a forked child (``wdd.forked``)."""
    return forked.run_in_child(run_system, *args)


def store_in_child(function: Callable[..., dict], *args) -> Callable[[], dict]:
    """Start ``function(*args)``, which computes a system's run and stores it,
    in a forked child with a database connection of its own: on PostgreSQL
    its transaction writes while this process writes another system's."""
    return forked.run_in_child(function, *args, connects=True)
