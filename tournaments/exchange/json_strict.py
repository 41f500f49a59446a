"""Strict JSON reading for the results bundle: what the standard library's parser
reads, with a repeated key or too deep a nesting refused, done by orjson where
that provably reads the same. Kept apart from the bundle's record readers
(``bundle``) because it judges only the bytes, before any record is looked at,
and its proof that the quick reading agrees is a subject of its own.
"""

import codecs
import json

import orjson
from django.utils.translation import gettext as _

from .errors import ImportFailed


def loads_strict(raw: bytes, file: str):
    """JSON with duplicate object keys refused and nesting bounded.

    Read by orjson when it reads the document as the standard library does
    (``_loads_quick``: the bench bundle in 1.6 s against 3.3 s); otherwise by
    the standard library's parser with a hook that refuses a repeated key,
    whose refusal (or reading) is the one given."""
    data = _loads_quick(raw)
    if data is not _UNSURE:
        return data

    def no_duplicates(pairs: list) -> dict:
        # dict() in C, then a look for the first repeated key only when one
        # collapsed: a bench bundle has 1.7 million objects
        obj = dict(pairs)
        if len(obj) < len(pairs):
            seen = set()
            for key, _value in pairs:
                if key in seen:
                    raise ImportFailed(
                        file,
                        "",
                        _("duplicate field %(field)s in one object") % {"field": repr(key)},
                    )
                seen.add(key)
        return obj

    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise ImportFailed(
            file, "", _("not valid UTF-8 (byte %(byte)s)") % {"byte": e.start}
        ) from None
    try:
        return json.loads(text, object_pairs_hook=no_duplicates)
    except json.JSONDecodeError as e:
        raise ImportFailed(
            file,
            "",
            _("invalid JSON at line %(line)s column %(column)s: %(error)s")
            % {"line": e.lineno, "column": e.colno, "error": e.msg},
        ) from None
    except RecursionError:
        raise ImportFailed(file, "", _("JSON nested too deeply")) from None


#: what ``_loads_quick`` returns for a document it leaves to the standard library
_UNSURE = object()
#: digits mapped to "0", so that a run of them is found with one ``in``
_ZEROED_DIGITS = bytes.maketrans(b"123456789", b"000000000")
#: the longest integer orjson reads as the standard library does (an int):
#: past 64 bits it reads a float
_SAFE_DIGITS = 18


def _loads_quick(raw: bytes):
    """The document as orjson reads it, or ``_UNSURE`` where that could differ
    from what the standard library reads (or refuses), and in its words:

    * orjson refuses what the standard library takes (NaN, Infinity, 1e400,
      a lone surrogate escape, nesting past 1,024) and words its refusals
      otherwise: whatever it refuses is left to the standard library;
    * it reads an integer past 64 bits as a float: a run of more than
      ``_SAFE_DIGITS`` digits anywhere is left too;
    * it keeps the last of a repeated key without a word. Written back by
      orjson (compact: every colon is a pair's, or a literal one inside a
      string) a document holds as many colons as it did unless a pair was
      dropped; a colon written as the escape \\u003a, which the count cannot
      tell from a pair's, leaves it to the standard library, as does nesting
      deeper than orjson writes back (254).
    """
    body = raw[len(codecs.BOM_UTF8) :] if raw.startswith(codecs.BOM_UTF8) else raw
    if b"0" * (_SAFE_DIGITS + 1) in body.translate(_ZEROED_DIGITS):
        return _UNSURE
    if b"\\" in body and (b"\\u003a" in body or b"\\u003A" in body):
        return _UNSURE
    try:
        data = orjson.loads(body)
        again = orjson.dumps(data)
    except (orjson.JSONDecodeError, orjson.JSONEncodeError):
        return _UNSURE
    return data if again.count(b":") == body.count(b":") else _UNSURE
