"""A checkpoint packed into bytes and unpacked resumes exactly as the original."""

from datetime import UTC, date, datetime

import pytest

from ratings.engines import ENGINES
from ratings.engines.codec import StaleCheckpoint, _key_part, _key_value, decode, encode

from .seeded import seeded_history

DAYS = [date(2003, 1, 1), date(2010, 6, 15), date(2016, 1, 1), date(2022, 3, 9)]


def records_for(engine):
    events, games = seeded_history()
    return events if engine.input == "events" else games


def same_standing(a, b):
    assert a.rating == b.rating
    assert {p: a.count[p] for p in a.rating} == {p: b.count[p] for p in b.rating}
    assert {p: a.peak.get(p, a.start) for p in a.rating} == {
        p: b.peak.get(p, b.start) for p in b.rating
    }
    assert a.last == b.last
    assert a.gauss == b.gauss
    assert a.start == b.start


@pytest.mark.parametrize("slug", list(ENGINES))
def test_every_field_survives_the_round_trip(slug):
    engine = ENGINES[slug]
    run = engine.run(records_for(engine), snapshots=DAYS)
    for checkpoint in [*run.checkpoints, run.tip()]:
        back = decode(encode(checkpoint))
        assert (back.day, back.through) == (checkpoint.day, checkpoint.through)
        assert list(back.tables) == list(checkpoint.tables)
        for slug_, standing in checkpoint.tables.items():
            same_standing(back.tables[slug_], standing)


@pytest.mark.parametrize("slug", list(ENGINES))
def test_a_decoded_checkpoint_resumes_to_the_same_tables(slug):
    engine = ENGINES[slug]
    records = records_for(engine)
    full = engine.run(records)
    checkpoint = engine.run(records, snapshots=[date(2012, 1, 1)]).checkpoints[0]
    rest = [r for r in records if r.end_date >= checkpoint.day]
    resumed = engine.run(rest, start=decode(encode(checkpoint)))
    for cat, table in full.tables.items():
        assert resumed.tables[cat].standing.ratings() == table.standing.ratings()
        assert list(resumed.tables[cat].ledger.after) == [
            c.after for c in table.ledger.changes() if c.date >= checkpoint.day
        ]


def test_a_ghost_order_key_with_an_end_time_survives():
    key = (date(2020, 1, 2), 0, datetime(2020, 1, 2, 3, 4, tzinfo=UTC), 17)
    assert tuple(_key_value(_key_part(x)) for x in key) == key


def test_bytes_of_another_python_or_no_checkpoint_are_refused():
    with pytest.raises(StaleCheckpoint):
        decode(b"not a checkpoint")
    engine = ENGINES["dip-pouch"]
    data = encode(engine.run(records_for(engine)).tip())
    with pytest.raises(StaleCheckpoint):
        decode(data.replace(b"wdd-checkpoint", b"wdd-checkpoinx"))
