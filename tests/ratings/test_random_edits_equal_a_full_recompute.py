"""Random edits anywhere in time, each through the real import service (or the
admin's delete path) and the recompute it queues, which resumes from a
checkpoint: the stored tables always equal, row for row, a from-scratch
recompute that trusts nothing stored: the current tables, every change (with
OpenSkill's mu and sigma) and the past (year-end) tables;
and every past-table digest the incremental runs knew is the one a run from
nothing computes."""

from datetime import date

import pytest
from django.db import transaction
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ratings import services
from ratings.models import TableState
from tournaments.admin.recompute import earliest_day, queue_recompute
from tournaments.importing import import_bundle_data
from tournaments.models import Game, Tournament

from .builders import bundle, game, player, tournament
from .snapshots import past_digests, tables_by_key

pytestmark = pytest.mark.django_db

KEYS = [f"h{i:02d}" for i in range(10)]
PLAYERS = [player(k, "FR" if i % 3 else "DE") for i, k in enumerate(KEYS)]
# Days over twelve years: checkpoints fall on 1 January 2005 and 2010 and at
# the tip, and edits land before, between and after them.
DAYS = [date(y, m, d) for y in range(2001, 2013) for m, d in ((2, 3), (6, 20), (11, 30))]

day = st.sampled_from(DAYS)
seven = st.lists(st.sampled_from(KEYS), min_size=7, max_size=7, unique=True)


@st.composite
def event(draw, key):
    ranking = draw(st.lists(st.sampled_from(KEYS), min_size=3, max_size=10, unique=True))
    return tournament(key, draw(day).isoformat(), ranking, rounds=draw(st.integers(1, 3)))


@st.composite
def online(draw, key, when=None):
    players = draw(seven)
    centres = draw(
        st.sampled_from([(12, 11, 11, 0, 0, 0, 0), (18, 6, 5, 3, 2, 0, 0), (9, 8, 7, 5, 3, 2, 0)])
    )
    data = game(
        key,
        (when or draw(day)).isoformat(),
        list(zip(players, centres, strict=True)),
        press=draw(st.sampled_from(["full", "gunboat"])),
        phase_minutes=draw(st.sampled_from([5, 1440])),
        scoring=draw(st.sampled_from(["dss", "sos"])),
    )
    if draw(st.integers(0, 3)) == 0:
        data["players"][draw(st.integers(0, 6))]["status"] = "resigned"
    if draw(st.integers(0, 5)) == 0:
        data["turns"] = draw(st.integers(1, 6))
    return data


@st.composite
def edit(draw, n):
    """One change: a new or re-published event, new or changed games, a day of
    games after the end, or a deletion (as the admin does it)."""
    kind = draw(st.sampled_from(["event", "republish", "games", "change", "after", "delete"]))
    if kind == "event":
        return bundle(PLAYERS, [draw(event(f"e-new-{n}"))])
    if kind == "republish":
        return bundle(PLAYERS, [draw(event(f"e{draw(st.integers(0, 3))}"))])
    if kind == "games":
        return bundle(PLAYERS, games=[draw(online(f"g-new-{n}-{i}")) for i in range(2)])
    if kind == "change":
        return bundle(PLAYERS, games=[draw(online(f"g{draw(st.integers(0, 5))}"))])
    if kind == "after":
        return bundle(PLAYERS, games=[draw(online(f"g-late-{n}", date(2013, 1, 5)))])
    return ("delete", draw(st.sampled_from(["e1", "g2", "e3", "g4"])))


def apply(change, capture):
    with capture(execute=True):
        if isinstance(change, dict):
            import_bundle_data(change)
            return
        _, key = change
        row = Tournament.objects.filter(key=key).first() or Game.objects.filter(key=key).first()
        if row is None:
            return
        when = earliest_day(row)
        row.delete()
        queue_recompute([], [when])


@settings(
    max_examples=8,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(data=st.data())
def test_random_edits_leave_what_a_recompute_from_scratch_gives(
    data, django_capture_on_commit_callbacks
):
    with transaction.atomic():
        base = bundle(
            PLAYERS,
            [data.draw(event(f"e{i}")) for i in range(4)],
            [data.draw(online(f"g{i}")) for i in range(6)],
        )
        apply(base, django_capture_on_commit_callbacks)
        for n in range(data.draw(st.integers(1, 4))):
            apply(data.draw(edit(n)), django_capture_on_commit_callbacks)
            assert not TableState.objects.filter(pending=True).exists()
        incremental = tables_by_key()
        known = {k: d for k, d in past_digests().items() if d}

        services.recompute_all(scratch=True)  # from nothing, comparing with what is stored
        assert tables_by_key() == incremental
        digests = past_digests()
        assert all(digests.values())  # a run from nothing knows every digest
        assert {k: digests[k] for k in known} == known
        services.recompute_all(rewrite=True)  # from nothing, trusting nothing stored
        assert tables_by_key() == incremental
        assert past_digests() == digests
        transaction.set_rollback(True)
