"""``categories_of`` names, at most, the tables a record may count in: every
table in which an engine's run gave a record's changes is among them
(hypothesis, every engine), so a reader that looks for an event's changes in
those tables only misses none. Ghost's are exactly its rules' tables."""

from hypothesis import given, settings

from ratings.engines import ENGINES

from .strategies import events, games


def tables_of_each_record(engine, records) -> dict:
    run = engine.run(records)
    found: dict = {}
    for slug, table in run.tables.items():
        for source in table.ledger.source:
            found.setdefault(source, set()).add(slug)
    return found


@settings(max_examples=60, deadline=None)
@given(records=games())
def test_a_game_counts_in_no_table_its_engine_did_not_name(records):
    for slug in ("ghost", "openskill"):
        engine = ENGINES[slug]
        counted = tables_of_each_record(engine, records)
        for record in records:
            named = set(engine.categories_of(record))
            assert counted.get(record.id, set()) <= named, (slug, record)
            if slug == "ghost":
                assert counted.get(record.id, set()) == named, record


@settings(max_examples=30, deadline=None)
@given(records=events())
def test_an_event_counts_in_the_tables_of_an_event_based_engine(records):
    engine = ENGINES["dip-pouch"]
    counted = tables_of_each_record(engine, records)
    for record in records:
        assert counted.get(record.id, set()) <= set(engine.categories_of(record))
