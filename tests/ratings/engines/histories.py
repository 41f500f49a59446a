"""Hypothesis strategies for whole histories spread over months and years, and
for edits to them (insertions, deletions, changed results anywhere in time)."""

from datetime import UTC, date, datetime, timedelta

from hypothesis import strategies as st

from ratings.engines import EventRecord, GameRecord

from .strategies import PLAYERS, end_positions

# A few dozen possible days over four years: many records share a day, months
# hold several days, and the Dip Pouch's 2001 boundary falls inside.
DAYS = sorted({date(1999 + y, m, d) for y in range(4) for m in (1, 2, 6, 11) for d in (1, 14, 28)})


@st.composite
def game_record(draw, id: int) -> GameRecord:
    variant = draw(st.sampled_from(["classic", "classic", "ancient-mediterranean", "fva", "gvi"]))
    results = draw(end_positions(2, 2) if variant in ("fva", "gvi") else end_positions())
    day = draw(st.sampled_from(DAYS))
    timed = draw(st.booleans())
    end_time = None
    if timed:
        minutes = draw(st.integers(0, 24 * 60 - 1))
        end_time = datetime(day.year, day.month, day.day, tzinfo=UTC) + timedelta(minutes=minutes)
    players = [p for p, _, _ in results]
    return GameRecord(
        id=id,
        end_date=day,
        variant=variant,
        press=draw(st.sampled_from(["full", "rulebook", "public", "gunboat"])),
        phase_minutes=draw(st.sampled_from([None, 5, 1440])),
        scoring=draw(st.sampled_from(["dss", "sos"])),
        results=results,
        turns=draw(st.one_of(st.none(), st.integers(0, 30))),
        bot=draw(st.integers(0, 9)) == 0,
        end_time=end_time,
        resigned=frozenset(draw(st.lists(st.sampled_from(players), max_size=2))),
    )


@st.composite
def event_record(draw, id: int) -> EventRecord:
    k = draw(st.integers(2, len(PLAYERS)))
    players = draw(st.lists(st.sampled_from(PLAYERS), min_size=k, max_size=k, unique=True))
    ranks = sorted(draw(st.lists(st.integers(1, k), min_size=k, max_size=k)))
    end = draw(st.sampled_from(DAYS))
    return EventRecord(
        id=id,
        end_date=end,
        start_date=end - timedelta(days=draw(st.integers(0, 2))),
        world_championship=draw(st.integers(0, 5)) == 0,
        rounds=draw(st.integers(1, 7)),
        placements=tuple(zip(players, ranks, strict=True)),
    )


def record(kind: str):
    return game_record if kind == "games" else event_record


@st.composite
def history(draw, kind: str, max_size: int = 14) -> list:
    n = draw(st.integers(0, max_size))
    make = record(kind)
    return [draw(make(i)) for i in range(n)]


@st.composite
def edited(draw, kind: str, records: list) -> tuple[list, date | None]:
    """The history after 1 to 4 edits, and the earliest day an edit touches."""
    out = {r.id: r for r in records}
    next_id = max(out, default=-1) + 1
    touched: list[date] = []
    make = record(kind)
    for _ in range(draw(st.integers(1, 4))):
        action = draw(st.sampled_from(["insert", "delete", "change"] if out else ["insert"]))
        if action == "insert":
            new = draw(make(next_id))
            next_id += 1
            out[new.id] = new
            touched.append(new.end_date)
        else:
            old = out[draw(st.sampled_from(sorted(out)))]
            touched.append(old.end_date)
            if action == "delete":
                del out[old.id]
            else:
                new = draw(make(old.id))
                out[old.id] = new
                touched.append(new.end_date)
    return list(out.values()), min(touched)
