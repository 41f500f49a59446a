"""The engines give, to the last bit, the ratings of the rules written the
plainest way (``ratings.engines.reference``), on the seeded history and on
random ones (with webDiplomacy's optional game fields)."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ratings.engines import ENGINES, reference

from .histories import history
from .seeded import seeded_history

PLAIN = {
    "dip-pouch": reference.dip_pouch,
    "ghost": reference.ghost,
    "openskill": reference.openskill,
}


def engine_ratings(slug, records):
    run = ENGINES[slug].run(records)
    if slug == "dip-pouch":
        return run.tables["overall"].standing.rating
    if slug == "openskill":
        return {c: t.standing.gauss for c, t in run.tables.items()}
    return {c: t.standing.rating for c, t in run.tables.items()}


@pytest.mark.parametrize("slug", list(ENGINES))
def test_the_seeded_history_gives_the_plain_rules_ratings(slug):
    events, games = seeded_history()
    records = events if ENGINES[slug].input == "events" else games
    assert engine_ratings(slug, records) == PLAIN[slug](records)


@pytest.mark.parametrize("slug", list(ENGINES))
@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_random_histories_give_the_plain_rules_ratings(slug, data):
    records = data.draw(history(ENGINES[slug].input, max_size=20))
    assert engine_ratings(slug, records) == PLAIN[slug](records)
