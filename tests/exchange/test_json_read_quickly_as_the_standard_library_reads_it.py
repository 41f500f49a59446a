"""``loads_strict`` reads a document with orjson only where that gives what
the standard library's strict reading gives: the same values, of the same
types, in the same order, or the same refusal in the same words (a repeated
key, a number past 64 bits, NaN, a lone surrogate, deep nesting, bad UTF-8).
"""

import json
from unittest import mock

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.importing.bundles import bundle
from tournaments.exchange import json_strict as js
from tournaments.exchange.errors import ImportFailed

scalars = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**25), max_value=10**25)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12)
)
keys = st.sampled_from(["a", "b", "key", ":", "a:b", "é", "\\", '"']) | st.text(max_size=4)
values = st.recursive(
    scalars,
    lambda children: st.lists(children, max_size=4) | st.dictionaries(keys, children, max_size=4),
    max_leaves=25,
)
#: what is spliced into a written document: repeats, escapes, numbers and
#: words the two parsers read differently, or refuse differently
SPLICES = [
    '"a": 1, "a": 2, ', '"a\\u003a": 1, ', '"\\u003A": 0, ', '"x": NaN, ', '"x": -Infinity, ',
    '"x": 1e400, ', '"x": 18446744073709551616, ', '"x": -9223372036854775809, ',
    '"x": 12345678901234567890123, ', '"x": "\\ud800", ', '"x": "\\udc00", ', '"x": 0.5e-400, ',
    '"x": "a\\tb:c", ', '"x": [1,], ', '"x": 01, ', '"é": 1, "e\\u0301": 2, ',
]  # fmt: skip


def outcome(read, raw: bytes):
    """What a reading gives: the values (their repr tells 1 from 1.0 and
    True, and shows the key order) or the refusal's words."""
    try:
        return "read", repr(read(raw, "r.json"))
    except ImportFailed as e:
        return "refused", str(e)


def strictly(raw: bytes, file: str):
    with mock.patch.object(js, "_loads_quick", lambda raw: js._UNSURE):
        return js.loads_strict(raw, file)


@st.composite
def documents(draw) -> bytes:
    """A written JSON object, maybe with a splice after its first brace, a
    BOM, or bytes that are not UTF-8."""
    text = json.dumps(
        draw(st.dictionaries(keys, values, max_size=5)),
        ensure_ascii=draw(st.booleans()),
        separators=draw(st.sampled_from([(",", ":"), (", ", ": "), (" ,", " : ")])),
    )
    splice = draw(st.none() | st.sampled_from(SPLICES))
    if splice is not None and text != "{}":
        text = "{" + splice + text[1:]
    raw = text.encode()
    if draw(st.booleans()):
        raw = b"\xef\xbb\xbf" + raw
    if draw(st.integers(0, 9)) == 0:
        raw = raw.replace(b"a", b"\xff", 1)
    return raw


@settings(max_examples=600, deadline=None, suppress_health_check=list(HealthCheck))
@given(documents())
def test_a_document_reads_as_the_standard_library_reads_it(raw):
    assert outcome(js.loads_strict, raw) == outcome(strictly, raw)


@pytest.mark.parametrize(
    "raw",
    [
        b'{"a": 1, "b": {"c": 2, "c": 3}}',
        b'{"a:": 1, "a:": 2}',
        b'{"t": "12:30", "t": "13:30"}',
        b'{"a\\u003a": 1, "a:": 2}',
        b'{"n": 123456789012345678901}',
        b'{"n": -9223372036854775809}',
        b'{"n": NaN}',
        b'{"n": 1e400}',
        b'{"s": "\\ud800"}',
        b'{"a": "\xff"}',
        b"[" * 300 + b"]" * 300,
        b"[" * 5000 + b"]" * 5000,
    ],
)
def test_the_cases_orjson_reads_otherwise_are_read_strictly(raw):
    assert js._loads_quick(raw) is js._UNSURE
    assert outcome(js.loads_strict, raw) == outcome(strictly, raw)


@pytest.mark.parametrize("bom", [b"", b"\xef\xbb\xbf"])
def test_a_plain_bundle_is_read_by_orjson(bom):
    raw = bom + json.dumps(bundle(), indent=2).encode()
    data = js._loads_quick(raw)
    assert data is not js._UNSURE
    assert repr(data) == repr(json.loads(raw.decode("utf-8-sig")))
