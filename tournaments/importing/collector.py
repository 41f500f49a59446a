"""An import runs with Python's cyclic garbage collector paused.

A bench bundle decodes into about ten million small objects (dicts, lists,
strings, records) that all live until the import ends and hold no reference
cycles. With the collector running, its full scans of them, repeated each
time the survivors grow by a quarter, took 4 of the 15 s spent reading and
checking the bench bundle. Whatever cycles an import does make are collected
once it is over.
"""

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def collector_paused() -> Iterator[None]:
    """Pause the cyclic collector for the block (also usable as a decorator);
    it is given back as it was, even when the block fails."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()
