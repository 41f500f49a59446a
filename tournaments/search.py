"""Names as the database searches and sorts them: folded for search, collated for order.

Plain Python (unicodedata, anyascii and pyuca), no Django, so the model's ``save()``, the
bulk importer and the data migration compute exactly the same columns:

* ``fold(text)``: transliterated to ASCII, case-folded, spaces collapsed.
  "Hervé SÉVIN" and "herve sevin" fold alike, so one ``LIKE`` on a folded
  column finds either on SQLite and PostgreSQL alike (SQLite's own ``LIKE``
  folds ASCII only; PostgreSQL's ``unaccent`` has no SQLite twin). Stripping
  accents alone (NFKD) kept the letters that are not a letter plus an accent:
  "pawlowski" did not find Pawłowski, nor "kilic" Kılıç, "sorine" Sørine or
  "dordevic" Đorđević. ``anyascii`` writes each as a visitor types it on a
  plain keyboard (and Cyrillic and Greek names as they are romanized, so
  "ivanov" finds Иванов). The scripts of East Asia and the symbols from
  U+2E80 on are kept as typed: their romanization runs syllables together
  ("山田" is "ShanTian"), so "tian" would have found it inside Christian.
  Apostrophes go (anyascii writes ’ and ʼ as '): "oconnor" finds O'Connor
  and O’Connor, as their slugs already read.
* ``player_search_name`` / ``tournament_search_name``: the folded column a
  model keeps, with a leading space so that "a word starting with w" is
  ``contains(" w")``. A player's is the exact name the lookups of one name
  read (pasted board rows, the likely-duplicates warning).
* ``player_search_text``: what a player's name searches read, the search name
  then its other spellings (``name_variants``): a name in parts typed as one
  word ("lefevre" finds Le Fèvre, "jeanpierre" Jean-Pierre) and the part
  after an apostrophe ("connor" starts no word of "oconnor", and a
  leaderboard matches the start of a word).
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

from anyascii import anyascii

MAX_QUERY_LENGTH = 100
MAX_QUERY_WORDS = 5
#: Between a player's search name and its other spellings in ``search_text``
#: (a character ``fold`` keeps and no name part starts with).
VARIANTS_MARK = "|"
#: Longest collation key stored; longer keys are cut (they still sort right on
#: their first hundred-odd characters).
COLLATION_KEY_LENGTH = 400


class SearchTooLong(ValueError):
    """A search past the length or word cap; its message is for the visitor."""


#: the first code point not transliterated (CJK radicals, kana, hangul,
#: ideographs, emoji...): only its accents go, as before (NFKD)
KEPT_FROM = 0x2E80


def _without_accents(char: str) -> str:
    """NFKD, combining marks dropped: full-width Ａ is A, ﬁ is fi, ideographs stay."""
    return "".join(c for c in unicodedata.normalize("NFKD", char) if not unicodedata.combining(c))


def _folded_char(char: str) -> str:
    """One character folded: transliterated below ``KEPT_FROM``, accents
    stripped above, case-folded; again until nothing changes (a few
    compatibility forms decompose into letters that fold further), so that
    typing what the search column holds finds it."""
    value, before = char, None
    while value != before:
        before = value
        value = "".join(
            anyascii(c) if ord(c) < KEPT_FROM else _without_accents(c) for c in value
        ).casefold()
    return value


class _Transliteration(dict):
    """``str.translate``'s table, filled as characters are met: each code
    point folded once (a bulk import folds tens of thousands of names).
    Below ``KEPT_FROM``, wherever stripping the accents gave ASCII,
    ``anyascii`` gives the same letters (every letter checked)."""

    def __missing__(self, code: int) -> str:
        self[code] = value = _folded_char(chr(code))
        return value


_TO_ASCII = _Transliteration()


def _in_ascii(text: str) -> str:
    return text.casefold() if text.isascii() else text.translate(_TO_ASCII)


def fold(text: str | None) -> str:
    """In ASCII, case-folded, apostrophes dropped, inner spaces collapsed:
    'Hervé  SÉVIN' -> 'herve sevin', 'Kılıç' -> 'kilic', 'O’Connor' -> 'oconnor'
    (the module docstring says which scripts stay as typed)."""
    return " ".join(_in_ascii(text or "").replace("'", "").split())


def player_search_name(first_name: str | None, last_name: str | None) -> str:
    """' first last', folded, with a leading space (see the module docstring)."""
    return f" {fold(first_name)} {fold(last_name)}"[:255]


def name_variants(*names: str | None) -> list[str]:
    """The other ways a name written in parts is typed: as one word ('Le Fèvre'
    as 'lefevre', 'Jean-Pierre' as 'jeanpierre') and, after an apostrophe, from
    there ('O'Connor' as 'connor', since a search matching the start of a word
    would not find it inside 'oconnor')."""
    variants: list[str] = []
    for name in names:
        in_ascii = _in_ascii(name or "")  # once: fold's letters, its apostrophes kept
        parts = in_ascii.replace("'", "").replace("-", " ").split()
        words = set(parts)
        after_apostrophes = [
            (part.split() or [""])[0].split("-")[0] for part in in_ascii.split("'")[1:]
        ]
        for word in ["".join(parts), *after_apostrophes]:
            if len(word) > 1 and word not in words and word not in variants:
                variants.append(word)
    return variants


def player_search_text(first_name: str | None, last_name: str | None) -> str:
    """What a name search matches: the search name, then ``VARIANTS_MARK`` and
    the name's other spellings (``name_variants``), each after a space."""
    variants = name_variants(first_name, last_name)
    name = player_search_name(first_name, last_name)
    return f"{name} {VARIANTS_MARK} {' '.join(variants)}"[:255] if variants else name


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
