"""Small builders for engine records (plain data, no database)."""

from datetime import date, timedelta

from ratings.engines import EventRecord, GameRecord

DAY0 = date(2015, 1, 1)


def event(
    id=1,
    placements=(),
    *,
    end=DAY0,
    start=None,
    wdc=False,
    rounds=3,
):
    return EventRecord(
        id=id,
        end_date=end,
        start_date=start or end - timedelta(days=2),
        world_championship=wdc,
        rounds=rounds,
        placements=tuple(placements),
    )


def ranked(players):
    """Placements 1..N in the given order."""
    return [(p, i + 1) for i, p in enumerate(players)]


def game(
    id=1,
    results=(),
    *,
    end=DAY0,
    variant="classic",
    press="full",
    phase_minutes=1440,
    scoring="dss",
    turns=None,
    bot=False,
    end_time=None,
    resigned=(),
):
    return GameRecord(
        id=id,
        end_date=end,
        variant=variant,
        press=press,
        phase_minutes=phase_minutes,
        scoring=scoring,
        results=tuple(results),
        turns=turns,
        bot=bot,
        end_time=end_time,
        resigned=frozenset(resigned),
    )


def draw_of(survivors, eliminated=(), centres=None):
    """Results for a draw: survivors hold centres (default 34 split), others eliminated."""
    survivors = list(survivors)
    if centres is None:
        base, extra = divmod(34, len(survivors))
        centres = [base + (1 if i < extra else 0) for i in range(len(survivors))]
    rows = [(p, c, None) for p, c in zip(survivors, centres, strict=True)]
    rows += [(p, 0, 1905) for p in eliminated]
    return rows
