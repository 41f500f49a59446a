"""The registry of systems and each system's metadata."""

import sys

import pytest

from tournaments.scoring import SYSTEMS, ScoringSystem, get_system

CATALOGUE = [
    "win-tier",
    "squares-daanz",
    "draw-size",
    "sum-of-squares",
    "carnage",
    "c-diplo",
    "opentribute",
    "manorcon",
    "detour09",
    "bangkok",
    "olympic",
    "bangkok-pike",
    "carnage-dead-equal",
    "center-count-carnage",
    "carnage-2023",
    "7eleven",
    "haight",
    "maxonian",
    "whipping",
    "c-diplo-80",
    "c-diplo-namur",
    "tribute",
    "open-mind-the-gap",
    "manorcon-original",
    "manorcon-v2",
    "southern-sun",
    "sydney-league",
    "world-classic",
    "summer-classic",
    "duct-tape-v2",
    "duct-tape-v2-elimination-order",
    "mischief",
    "ranked-classic",
    "solos",
    "vulcan",
    "your-draw-size-short",
    "your-draw-size-unlimited",
    "ranked-classic-v2",
]


def test_registry_lists_the_catalogue_in_order():
    assert list(SYSTEMS) == CATALOGUE


def test_get_system_returns_the_registered_instance():
    assert get_system("carnage") is SYSTEMS["carnage"]


def test_unknown_slug_raises_a_clear_key_error():
    with pytest.raises(KeyError) as info:
        get_system("nope")
    message = str(info.value)
    assert "nope" in message and "win-tier" in message


@pytest.mark.parametrize("slug", CATALOGUE)
def test_every_system_has_its_metadata_and_a_cited_module(slug):
    system = SYSTEMS[slug]
    assert isinstance(system, ScoringSystem)
    assert system.slug == slug
    assert system.name and system.author and system.kind
    assert system.year is None or 1950 < system.year < 2100
    assert system.description.count("\n\n") >= 1  # a few paragraphs
    assert "Source" in system.description and "Reading" in system.description
    doc = sys.modules[type(system).__module__].__doc__
    assert "spec" in doc and "Reading" in doc
