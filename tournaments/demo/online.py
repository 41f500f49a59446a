"""Standalone (online) games across variants, press types and phase lengths:
the part of a bundle the Ghost Rating and OpenSkill feed on."""

from __future__ import annotations

from datetime import date, timedelta

from .generator import Generator, cum_weights, pick
from .positions import random_position
from .variants import (
    FIRST_ONLINE_YEAR,
    LIVE_PHASES,
    PRESS,
    PRESS_WEIGHTS,
    SHARE_REAL_BOARDS,
    STANDARD_PHASES,
    TOTAL_CENTRES,
    VARIANT_BY_SLUG,
    VARIANTS,
)


def online_games(gen: Generator) -> list[dict]:
    """The standalone games, until they hold exactly ``gen.n_results`` results
    (see ``bundle``), drawing from the generator's random state after its events."""
    rng = gen.rng
    lo = max(FIRST_ONLINE_YEAR, gen.start_year)
    if lo > gen.end_year:
        lo = gen.start_year
    years = list(range(lo, gen.end_year + 1))
    span = max(1, gen.end_year - lo)
    year_cum = cum_weights(
        (1 + 2 * (y - lo) / span) * (1.8 if y in (2020, 2021) else 1.0) for y in years
    )
    variants = [v for v in VARIANTS if len(v.powers) <= gen.n_players]
    var_cum = cum_weights(v.weight for v in variants)
    press_cum = cum_weights(PRESS_WEIGHTS)
    # Game sizes (7, 5, 2) that can always finish exactly on the requested
    # number of results, as long as what is left is never 1 or 3.
    fallbacks = [VARIANT_BY_SLUG[s] for s in ("classic", "ancient-mediterranean", "fva")]

    def fits(size: int) -> bool:
        return size <= remaining and remaining - size not in (1, 3)

    keys = gen.keys
    width = max(7, len(str(gen.n_results)))
    real = gen.real
    out = []
    remaining = gen.n_results
    number = 0
    while remaining >= 2:
        spec = pick(rng, variants, var_cum)
        size = len(spec.powers)
        if not fits(size):
            spec = next((v for v in fallbacks if fits(len(v.powers))), fallbacks[-1])
            size = len(spec.powers)
        remaining -= size
        number += 1
        year = pick(rng, years, year_cum)
        first = date(year, 1, 1)
        days = (min(date(year, 12, 31), gen.last_day) - first).days + 1
        end = first + timedelta(days=rng.randrange(days))
        if rng.random() < 0.3:
            phase = rng.choice(LIVE_PHASES)
        else:
            phase = STANDARD_PHASES[0] if rng.random() < 0.7 else STANDARD_PHASES[1]
        press = pick(rng, PRESS, press_cum)
        if spec.slug == "classic" and real is not None and rng.random() < SHARE_REAL_BOARDS:
            position = list(real.deal())
            rng.shuffle(position)
        else:
            solo_rate = 0.8 if size == 2 else 0.1 if spec.centres <= TOTAL_CENTRES else 0.0
            solo = rng.random() < solo_rate
            length = rng.randint(3, 14) if size == 2 else rng.randint(6, 16)
            position = random_position(rng, spec, solo=solo, last_year=spec.first_year + length)
        seats = _seats(gen, year, size)
        powers = spec.powers
        out.append(
            {
                "key": f"g-{number:0{width}d}",
                "end_date": end.isoformat(),
                "variant": spec.slug,
                "press": press,
                "phase_minutes": phase,
                "game_scoring": "dss" if rng.random() < 0.55 else "sos",
                "players": [
                    {"player": keys[p], "power": power, "centres": c, "eliminated_year": y}
                    for p, power, (c, y) in zip(seats, powers, position, strict=True)
                ],
            }
        )
    return out


def _seats(gen: Generator, year: int, size: int) -> list[int]:
    chosen: set[int] = set()
    out: list[int] = []
    gen.sample((None, year), size, chosen, out)
    while len(out) < size:
        p = gen.rng.randrange(gen.n_players)
        if p not in chosen:
            chosen.add(p)
            out.append(p)
    return out
