"""After records appended at the tip, re-placing only the players they touch
(``rows.rerank``) gives exactly the rows of a full ranking, and says exactly
which rows changed, which only shifted rank, and which went (as comparing
every row, ``rows.diff``, does)."""

import random
from datetime import date

import pytest

from ratings.engines import ENGINES
from ratings.services.rows import People, diff, rank, rerank
from tests.ratings.engines.seeded import seeded_history

CUTS = [date(2010, 1, 1), date(2018, 6, 1), date(2025, 1, 1)]


def people_of(players, seed, renamed=(), deleted=()):
    rnd = random.Random(seed)
    details = {
        p: (rnd.choice(["FR", "DE", "US", ""]), rnd.choice(["", "BE"]), f"Last{p % 17}", f"F{p}")
        for p in players
    }
    for p in renamed:
        nat, loc, last, first = details[p]
        details[p] = ("NL" if nat != "NL" else "FR", loc, last, first)
    for p in deleted:
        del details[p]
    return People.of(details)


@pytest.mark.parametrize("slug", list(ENGINES))
@pytest.mark.parametrize("cut", CUTS)
def test_an_append_re_places_only_the_touched_players(slug, cut):
    engine = ENGINES[slug]
    events, games = seeded_history()
    records = events if engine.input == "events" else games
    head = [r for r in records if r.end_date < cut]
    tail = [r for r in records if r.end_date >= cut]
    first = engine.run(head)
    players = {
        p
        for r in records
        for p in (x[0] for x in getattr(r, "results", getattr(r, "placements", ())))
    }
    before = people_of(players, seed=1)
    # Nationality changes and deleted players too.
    after = people_of(players, seed=1, renamed=sorted(players)[:3], deleted=sorted(players)[-2:])
    old = {c: rank(engine, t.standing, before) for c, t in first.tables.items()}
    tip = first.tip()
    rest = engine.run(tail, start=tip) if tip.day else engine.run(tail)
    for cat, table in rest.tables.items():
        moved = rerank(
            engine, table.standing, after, old[cat], set(table.ledger.player),
            after.moved_since(before.country_groups),
        )  # fmt: skip
        ranked, changed, shifted, gone = moved.ranked, moved.changed, moved.shifted, moved.gone
        whole = rank(engine, table.standing, after)
        full = whole.rows(table.standing)
        assert ranked.rows(table.standing) == full
        assert ranked.ranks() == whole.ranks()
        old_standing = first.tables[cat].standing
        want_changed, want_shifted, want_gone = diff(old[cat], old_standing, whole, table.standing)
        assert set(shifted) == set(want_shifted)
        assert set(gone) == set(want_gone)
        assert not set(gone) & set(full)
        assert set(want_changed) <= set(changed)  # may re-send a touched row unchanged
        assert all(p in full for p in changed)
