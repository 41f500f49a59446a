"""A ledger crosses the pipe from a second process (``services.parallel``)
pickled: its int and date columns go as buffers, and come back as the lists
they were, equal to the last value."""

import pickle
from array import array
from datetime import date

from ratings.engines import ENGINES
from ratings.engines.ledger import Ledger

from .seeded import seeded_history


def _ghost_ledger() -> Ledger:
    _, games = seeded_history()
    run = ENGINES["ghost"].run(games, ["overall"])
    return run.tables["overall"].ledger


def test_a_ledger_of_ids_comes_back_equal_column_by_column():
    ledger = _ghost_ledger()
    back = pickle.loads(pickle.dumps(ledger, pickle.HIGHEST_PROTOCOL))
    for name in Ledger.__slots__:
        assert getattr(back, name) == getattr(ledger, name), name
    assert type(back.player) is list and type(back.day) is list and type(back.end) is list
    assert back.changes() == ledger.changes()


def test_its_int_and_date_columns_are_pickled_as_buffers():
    ledger = _ghost_ledger()
    state = ledger.__getstate__()
    for name in ("player", "source", "end", "day"):
        assert isinstance(state[name], array), name
    assert state["day"][0] == ledger.day[0].toordinal()


def test_a_ledger_of_other_ids_is_pickled_as_it_is():
    ledger = Ledger()
    ledger.player.extend(["anna", "bob"])
    ledger.before.extend([1.0, 2.0])
    ledger.after.extend([1.5, 2.5])
    ledger.score.extend([0.5, 0.5])
    ledger.source.append("event-1")
    ledger.day.append(date(2024, 5, 1))
    ledger.weight.append(1.0)
    ledger.end.append(2)
    back = pickle.loads(pickle.dumps(ledger))
    assert back.player == ["anna", "bob"] and back.source == ["event-1"]
    assert back.day == [date(2024, 5, 1)] and back.end == [2]
    assert back.changes() == ledger.changes()
