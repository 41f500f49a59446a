"""The registry of rating systems and what each plug-in declares."""

import pytest

from ratings.engines import ENGINES, RatingEngine, get_engine


def test_the_three_systems_are_registered_by_slug():
    assert set(ENGINES) == {"dip-pouch", "ghost", "openskill"}
    for slug, engine in ENGINES.items():
        assert isinstance(engine, RatingEngine)
        assert engine.slug == slug
        assert get_engine(slug) is engine


def test_an_unknown_system_is_a_key_error_naming_the_known_ones():
    with pytest.raises(KeyError, match="unknown rating system 'elo'.*dip-pouch, ghost, openskill"):
        get_engine("elo")


@pytest.mark.parametrize("slug", ["dip-pouch", "ghost", "openskill"])
def test_each_system_declares_what_the_catalogue_shows(slug):
    engine = get_engine(slug)
    assert engine.name and engine.author and len(engine.description) > 100
    assert engine.input in ("events", "games")
    assert engine.categories and engine.default_category == engine.categories[0].slug
    assert engine.categories[0].slug == "overall"
    assert len({c.slug for c in engine.categories}) == len(engine.categories)


def test_inputs():
    assert get_engine("dip-pouch").input == "events"
    assert get_engine("ghost").input == "games"
    assert get_engine("openskill").input == "games"


def test_an_unknown_category_is_a_key_error_naming_the_known_ones():
    with pytest.raises(KeyError, match="no category 'blitz'.*overall, gunboat, live"):
        get_engine("ghost").compute([], "blitz")
    with pytest.raises(KeyError, match="no category 'gunboat'"):
        get_engine("dip-pouch").compute([], "gunboat")


def test_no_records_gives_an_empty_table():
    for engine in ENGINES.values():
        table = engine.compute([])
        assert (table.ratings, table.changes, table.through) == ({}, [], None)
