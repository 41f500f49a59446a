"""Small results bundles (interchange format v1) for the ratings tests."""

from __future__ import annotations

from datetime import date

POWERS = ("Austria", "England", "France", "Germany", "Italy", "Russia", "Turkey")


def player(
    key: str,
    nationality: str = "FR",
    location: str = "",
    first: str | None = None,
    last: str | None = None,
) -> dict:
    data = {
        "key": key,
        "first_name": first or f"First {key}",
        "last_name": last or f"Last {key}",
        "nationality": nationality,
    }
    if location:
        data["location"] = location
    return data


def tournament(
    key: str,
    end: str,
    ranking,
    *,
    rounds: int = 2,
    wdc: bool = False,
    start: str | None = None,
    name: str | None = None,
) -> dict:
    """``ranking``: player keys in finishing order, or (key, rank) pairs (ties share a rank)."""
    standings = [
        {"player": item, "rank": i}
        if isinstance(item, str)
        else {"player": item[0], "rank": item[1]}
        for i, item in enumerate(ranking, start=1)
    ]
    return {
        "key": key,
        "name": name or f"Event {key}",
        "start_date": start or end,
        "end_date": end,
        "country": "FR",
        "world_championship": wdc,
        "rounds": rounds,
        "standings": standings,
    }


def game(
    key: str,
    end: str,
    results,
    *,
    variant: str = "classic",
    press: str = "full",
    phase_minutes: int | None = 1440,
    scoring: str = "dss",
) -> dict:
    """``results``: (player key, centres) or (player key, centres, eliminated_year)."""
    players = []
    for i, r in enumerate(results):
        key_, centres = r[0], r[1]
        eliminated = r[2] if len(r) > 2 else (1905 if centres == 0 else None)
        power = (
            POWERS[i]
            if variant not in ("fva", "gvi")
            else (("France", "Austria") if variant == "fva" else ("Germany", "Italy"))[i]
        )
        players.append(
            {"player": key_, "power": power, "centres": centres, "eliminated_year": eliminated}
        )
    data = {
        "key": key,
        "end_date": end,
        "variant": variant,
        "press": press,
        "game_scoring": scoring,
        "players": players,
    }
    if phase_minutes is not None:
        data["phase_minutes"] = phase_minutes
    return data


def bundle(players=(), tournaments=(), games=()) -> dict:
    return {
        "format": "diplomacy-results",
        "version": 1,
        "players": list(players),
        "tournaments": list(tournaments),
        "games": list(games),
    }


def dip_pouch_update(rating: float, n: int, place: int, v: float) -> float:
    """The Dip Pouch rule, written out for hand checks."""
    s = (n + 0.5 - place) / n * 100
    return rating + v / 100 * (s - rating)


def d(text: str) -> date:
    return date.fromisoformat(text)
