"""``wdd.forked``: a child's result crosses whole through a file in memory,
a child that dies says so, and nothing is left open behind either."""

import os

import pytest

from wdd import forked

pytestmark = pytest.mark.skipif(
    not forked.available("RATINGS_PARALLEL"), reason="no fork, memfd or second core here"
)


def _open_descriptors() -> int:
    return len(os.listdir("/proc/self/fd"))


def _big(n: int) -> dict:
    return {i: (float(i) / 3, str(i) * 3) for i in range(n)}


def test_a_result_of_many_megabytes_crosses_whole():
    before = _open_descriptors()
    assert forked.run_in_child(_big, 300_000)() == _big(300_000)
    assert _open_descriptors() == before


def test_a_child_that_dies_before_its_result_is_an_error_naming_it():
    waiting = forked.run_in_child(os._exit, 3)
    with pytest.raises(RuntimeError, match=f"process {waiting.pid} died"):
        waiting()


def test_a_cancelled_child_leaves_nothing_open():
    before = _open_descriptors()
    waiting = forked.run_in_child(__import__("time").sleep, 60)
    waiting.cancel()
    assert _open_descriptors() == before
    with pytest.raises(ProcessLookupError):
        os.kill(waiting.pid, 0)  # reaped: no such process any more


def test_a_fork_that_fails_raises_and_leaves_no_file_open(monkeypatch):
    """The machine out of processes or memory: the caller gets the error as
    the fork raised it, and the file meant for the result is closed."""

    def no_fork():
        raise BlockingIOError(11, "Resource temporarily unavailable")

    before = _open_descriptors()
    monkeypatch.setattr(os, "fork", no_fork)
    with pytest.raises(BlockingIOError):
        forked.run_in_child(_big, 10)
    assert _open_descriptors() == before
