"""Hypothesis strategies: valid end positions, events and game histories."""

from datetime import date, timedelta

from hypothesis import strategies as st

from ratings.engines import EventRecord, GameRecord

PLAYERS = [f"p{i}" for i in range(12)]
DAY0 = date(1999, 6, 1)


@st.composite
def end_positions(draw, min_players=3, max_players=7):
    """Centres add up to at most 34; a player with 0 centres was eliminated."""
    n = draw(st.integers(min_players, max_players))
    players = draw(st.lists(st.sampled_from(PLAYERS), min_size=n, max_size=n, unique=True))
    budget = 34
    rows = []
    for p in players:
        c = draw(st.integers(0, min(budget, 20)))
        budget -= c
        year = None if c else draw(st.integers(1902, 1910))
        rows.append((p, c, year))
    return tuple(rows)


@st.composite
def games(draw, min_size=1, max_size=12):
    n = draw(st.integers(min_size, max_size))
    out = []
    for i in range(n):
        variant = draw(st.sampled_from(["classic", "classic", "ancient-mediterranean", "fva"]))
        if variant == "fva":
            results = draw(end_positions(2, 2))
        else:
            results = draw(end_positions())
        out.append(
            GameRecord(
                id=i,
                end_date=DAY0 + timedelta(days=draw(st.integers(0, 5))),  # many same-day games
                variant=variant,
                press=draw(st.sampled_from(["full", "rulebook", "public", "gunboat"])),
                phase_minutes=draw(st.sampled_from([None, 5, 1440])),
                scoring=draw(st.sampled_from(["dss", "sos"])),
                results=results,
            )
        )
    return out


@st.composite
def events(draw, min_size=1, max_size=8):
    n = draw(st.integers(min_size, max_size))
    out = []
    for i in range(n):
        k = draw(st.integers(2, len(PLAYERS)))
        players = draw(st.lists(st.sampled_from(PLAYERS), min_size=k, max_size=k, unique=True))
        ranks = sorted(draw(st.lists(st.integers(1, k), min_size=k, max_size=k)))
        end = date(2000, 11, 1) + timedelta(days=30 * draw(st.integers(0, 6)))
        out.append(
            EventRecord(
                id=i,
                end_date=end,
                start_date=end - timedelta(days=draw(st.integers(0, 2))),
                world_championship=draw(st.booleans()),
                rounds=draw(st.integers(1, 7)),
                placements=tuple(zip(players, ranks, strict=True)),
            )
        )
    return out
