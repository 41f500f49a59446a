"""Names as the database searches and sorts them: folded for search, collated for order.

Plain Python (unicodedata and pyuca), no Django, so the model's ``save()``, the
bulk importer and the data migration compute exactly the same columns:

* ``fold(text)``: case-folded, accents stripped (NFKD, combining marks dropped),
  spaces collapsed. "Hervé SÉVIN" and "herve sevin" fold alike, so one
  ``LIKE`` on a folded column finds either on SQLite and PostgreSQL alike
  (SQLite's own ``LIKE`` folds ASCII only; PostgreSQL's ``unaccent`` has no
  SQLite twin).
* ``player_search_name`` / ``tournament_search_name``: the folded column a
  model keeps, with a leading space so that "a word starting with w" is
  ``contains(" w")``.
* ``collation_key(last, first)``: the Unicode Collation Algorithm's key (pyuca,
  the DUCET table) as fixed-width hex, so that a plain index orders names as a
  person expects (Bélanger, Bénard, Böhm, Byrne) and the database can sort and
  paginate by it; byte order would put Böhm after Byrne and Ångström after Z.
* ``search_words(text)``: the folded words of a visitor's search, refused
  (``SearchTooLong``) past ``MAX_QUERY_LENGTH`` characters or
  ``MAX_QUERY_WORDS`` words: every word is one more filter, and a search of
  1,500 words once held a worker for ten seconds before failing.
"""

from __future__ import annotations

import unicodedata
from functools import cache

MAX_QUERY_LENGTH = 100
MAX_QUERY_WORDS = 5
#: Longest collation key stored; longer keys are cut (they still sort right on
#: their first hundred-odd characters).
COLLATION_KEY_LENGTH = 400


class SearchTooLong(ValueError):
    """A search past the length or word cap; its message is for the visitor."""


def fold(text: str | None) -> str:
    """Case-folded, without accents, inner spaces collapsed: 'Hervé  SÉVIN' -> 'herve sevin'."""
    decomposed = unicodedata.normalize("NFKD", text or "")
    bare = "".join(c for c in decomposed if not unicodedata.combining(c))
    return " ".join(bare.casefold().split())


def player_search_name(first_name: str | None, last_name: str | None) -> str:
    """' first last', folded, with a leading space (see the module docstring)."""
    return f" {fold(first_name)} {fold(last_name)}"[:255]


def tournament_search_name(name: str | None, city: str | None) -> str:
    """' name city', folded, with a leading space."""
    return f" {fold(name)} {fold(city)}"[:255]


@cache
def _collator():
    from pyuca import Collator  # loads the DUCET table once (about 0.3 s)

    return Collator()


def _hex(text: str) -> str:
    return "".join(f"{w:04x}" for w in _collator().sort_key(text or ""))


def collation_key(last_name: str | None, first_name: str | None = "") -> str:
    """The UCA key of the last name, then of the first name, as fixed-width hex."""
    return (_hex(last_name or "") + "0000" + _hex(first_name or ""))[:COLLATION_KEY_LENGTH]


def search_words(text: str | None) -> list[str]:
    """The folded words of a search; ``SearchTooLong`` past the caps."""
    value = text or ""
    if len(value) > MAX_QUERY_LENGTH:
        raise SearchTooLong(f"Search at most {MAX_QUERY_LENGTH} characters.")
    words = fold(value).split()
    if len(words) > MAX_QUERY_WORDS:
        raise SearchTooLong(f"Search at most {MAX_QUERY_WORDS} words.")
    return words
