"""Bundles are written as compact UTF-8 JSON that reads back unchanged."""

import json

from tournaments.demo import generate_bundle, write_bundle


def test_write_bundle_writes_compact_utf8_json_that_reads_back_equal(tmp_path):
    bundle = generate_bundle(300, 10, 500, 4)
    bundle["players"][0]["last_name"] = "Ødegård-Łukasz 山田"
    path = write_bundle(bundle, tmp_path / "sub" / "b.json")
    raw = path.read_bytes()
    assert "Ødegård-Łukasz 山田".encode() in raw  # not \u-escaped
    assert b"\n" not in raw and b", " not in raw and b": " not in raw
    assert json.loads(raw.decode("utf-8")) == bundle
