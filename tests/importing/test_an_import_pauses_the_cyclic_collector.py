"""An import (and its preview) reads and writes with Python's cyclic collector
paused (the bench bundle's ten million objects hold no cycles; the collector's
scans of them cost 4 s), and gives it back after, even when the import fails."""

import gc
import json

import pytest

import tournaments.importing as importing
from tournaments.importing import ImportFailed, import_bundle_data, import_payloads, preview
from tournaments.importing.writer import Writer

from .bundles import bundle

pytestmark = pytest.mark.django_db


@pytest.fixture
def seen(monkeypatch):
    """gc.isenabled() at each file read and each write."""
    calls = []
    parse, write = importing.parse_payload, Writer.write

    def parsing(*args, **kwargs):
        calls.append(("parse", gc.isenabled()))
        return parse(*args, **kwargs)

    def writing(self):
        calls.append(("write", gc.isenabled()))
        return write(self)

    monkeypatch.setattr(importing, "parse_payload", parsing)
    monkeypatch.setattr(Writer, "write", writing)
    return calls


def payload(data) -> list[tuple[str, bytes]]:
    return [("results.json", json.dumps(data).encode())]


@pytest.mark.parametrize(
    "run",
    [
        lambda: import_payloads(payload(bundle())),
        lambda: preview.preview_payloads(payload(bundle())),
    ],
    ids=["import", "preview"],
)
def test_the_collector_is_paused_while_an_import_reads_and_writes(seen, run):
    assert gc.isenabled()
    run()
    assert [step for step, _enabled in seen] == ["parse", "write"]
    assert not any(enabled for _step, enabled in seen)
    assert gc.isenabled()


def test_an_import_of_decoded_data_writes_with_the_collector_paused(seen):
    import_bundle_data(bundle())
    assert seen == [("write", False)]
    assert gc.isenabled()


def test_a_failed_import_gives_the_collector_back():
    data = bundle()
    data["players"][0]["nickname"] = "x"
    with pytest.raises(ImportFailed):
        import_payloads(payload(data))
    assert gc.isenabled()


def test_a_collector_paused_before_stays_paused():
    gc.disable()
    try:
        import_payloads(payload(bundle()))
        assert not gc.isenabled()
    finally:
        gc.enable()
