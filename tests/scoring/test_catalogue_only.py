"""The WDD systems listed as text only (tournaments/scoring/catalogue_only.py): none of them
is a system this site computes, each has a WDD kind, an author, a source page and a
one-sentence summary in English and in French."""

import re

import pytest

from tournaments.scoring import SYSTEMS
from tournaments.scoring.catalogue_only import (
    COMPUTED,
    ENTRIES,
    KIND_FR,
    UNCLASSIFIED,
    WDD_SCORING_URL,
)

WDD_KINDS = {"Rank", "Center Count", "Rank + Center Count", "Draw", "Draw + Center Count"}


def key(name: str) -> str:
    """A name compared without case, spaces or punctuation ("C-Diplo 100" ~ "cdiplo100")."""
    return re.sub(r"[^0-9a-z]", "", name.casefold())


def computed_names() -> set[str]:
    """Every name a computed system goes by: its name, its slug and its WDD name."""
    names = {key(s.name) for s in SYSTEMS.values()} | {key(slug) for slug in SYSTEMS}
    return names | {key(wdd_name) for wdd_name in COMPUTED}


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda e: e.name)
def test_no_entry_is_a_system_this_site_computes(entry):
    assert key(entry.name) not in computed_names()


def test_the_wdd_names_of_computed_systems_point_at_registered_systems():
    """C-Diplo 100, Win Tier System and Squares-DAANZ are on the WDD and computed here."""
    for wdd_name, slug in COMPUTED.items():
        assert slug in SYSTEMS
        assert key(wdd_name) == key(SYSTEMS[slug].name)
    assert {key(e.name) for e in ENTRIES}.isdisjoint(key(n) for n in COMPUTED)


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda e: e.name)
def test_every_entry_has_a_wdd_kind_an_author_and_a_source(entry):
    assert entry.kind in WDD_KINDS | {UNCLASSIFIED}
    assert entry.kind in KIND_FR and KIND_FR[entry.kind]
    assert entry.name.strip() and entry.author.strip()
    assert entry.source == f"{WDD_SCORING_URL}?id_scoring={entry.wdd_id}"
    assert entry.source.startswith("https://world-diplomacy-database.com/")


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda e: e.name)
def test_every_entry_has_one_sentence_in_english_and_in_french(entry):
    for text in (entry.summary, entry.summary_fr):
        assert text.strip() == text and text.endswith(".")
        # one sentence: no full stop before the end except inside a number (0,24; 1.5)
        assert not re.search(r"\.\s", text[:-1]), text
    assert entry.summary_fr != entry.summary


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda e: e.name)
def test_french_summaries_use_french_typography(entry):
    """A no-break space, never a plain one or none, before ; : ! ? and %."""
    text = entry.summary_fr
    assert not re.search(r"[ \w][;:!?%]", text), text
    assert all(text[i - 1] == "\u00a0" for i, c in enumerate(text) if c in ";:!?%")


def test_entries_are_unique_and_in_the_wdds_order():
    ids = [e.wdd_id for e in ENTRIES]
    assert ids == sorted(set(ids))
    assert len({key(e.name) for e in ENTRIES}) == len(ENTRIES)


def test_the_wdd_kinds_beyond_the_three_of_issue_17_are_kept_as_filed():
    """The WDD files Dragonflight as "Draw" and Cruise Con as "Draw + Center Count", and
    leaves the kind of the Walker System empty; they are not forced into another kind."""
    kinds = {e.name: e.kind for e in ENTRIES}
    assert kinds["Dragonflight Draw System"] == "Draw"
    assert kinds["Cruise Con System"] == "Draw + Center Count"
    assert kinds["Walker System"] == UNCLASSIFIED
    assert kinds["C-Diplo Argir"] == "Rank"
    assert kinds["Detour 98e"] == "Center Count"
    assert set(KIND_FR) == {e.kind for e in ENTRIES}
