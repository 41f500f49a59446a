"""The people and events of a synthetic bundle: players with activity and home
scenes, face-to-face tournaments with their boards and standings, circuits,
and online games, written straight into plain lists and dicts."""

from __future__ import annotations

import math
import random
from bisect import bisect
from datetime import date, timedelta
from itertools import accumulate

from anyascii import anyascii

from ..scoring import get_system
from ..scoring.types import Aggregation, BoardInput, Position
from .names import (
    FEMALE_SHARE,
    NAMES,
    NATIONALITY_WEIGHTS,
    NATIVE_NAMES,
    NATIVE_SHARE,
    female_surname,
)
from .places import (
    CIRCUITS,
    CITIES,
    GENERIC_NAMES,
    HOST_WEIGHTS,
    LANGUAGE,
    LEAGUE_NAMES,
    NAMED_EVENTS,
    NATIONAL_CHAMPIONSHIPS,
    SCORING_BIAS,
)
from .positions import _Deck, random_position
from .variants import (
    CLASSIC_POWERS,
    PUBLISHED_ONLY_EVERY,
    SCORING_SYSTEMS,
    SHARE_PUBLISHED_STANDINGS,
    SHARE_REAL_BOARDS,
    SOLO_CENTRES,
    VARIANTS,
)


def ascii_slug(text: str) -> str:
    """A demo key from a name: transliterated (``anyascii``, as the site's slugs
    are), lower case, dashes between words."""
    text = anyascii(text).lower()
    out = []
    dash = False
    for ch in text:
        if ch.isalnum():
            out.append(ch)
            dash = False
        elif not dash and out:
            out.append("-")
            dash = True
    return "".join(out).strip("-") or "event"


def cum_weights(weights) -> list[float]:
    return list(accumulate(weights))


def pick(rng: random.Random, items, cum: list[float]):
    return items[bisect(cum, rng.random() * cum[-1])]


def published_standings(scoring: str, boards: list[dict]) -> list[dict]:
    """What the event published: its boards ranked by its own scoring system (the pure
    engine the site's computed standings use, so the two agree)."""
    inputs = [
        BoardInput(
            round=b["round"],
            number=b["board"],
            positions=tuple(
                Position(r["player"], r["power"], r["centres"], r["eliminated_year"])
                for r in b["players"]
            ),
        )
        for b in boards
    ]
    result = get_system(scoring).rank(inputs, Aggregation())
    rows = sorted(result.rows, key=lambda row: (row.rank, str(row.player)))
    return [{"player": r.player, "rank": r.rank} for r in rows]


def competition_ranks(scores: list[float]) -> list[int]:
    """Ranks of scores sorted best first: equal scores share the best rank (1, 2, 2, 4)."""
    ranks = []
    for i, s in enumerate(scores):
        ranks.append(ranks[-1] if i and s == scores[i - 1] else i + 1)
    return ranks


class Generator:
    """One seeded run: players first, then tournaments, circuits and online games,
    all drawing from one ``random.Random`` in that order (the same seed gives
    the same bundle)."""

    def __init__(self, players, tournaments, games, seed, start_year, end_year, real_boards):
        if players < 0 or tournaments < 0 or games < 0:
            raise ValueError("sizes must not be negative")
        if end_year < start_year:
            raise ValueError("end_year is before start_year")
        if players < 7 and (tournaments or games):
            raise ValueError("at least 7 players are needed for boards and games")
        self.rng = random.Random(seed)
        self.n_players = players
        self.n_tournaments = tournaments
        self.n_results = games
        self.start_year = start_year
        self.end_year = end_year
        self.last_day = date(end_year, 10, 31)  # the data stops at the end of October
        self.real = _Deck(self.rng, real_boards) if real_boards else None
        self.pools: dict[tuple[str | None, int], list[int]] = {}
        self.pool_cum: dict[tuple[str | None, int], list[float]] = {}
        self.by_country: dict[str, list[int]] = {}
        self.activity: list[float] = []  # how often each player turns up
        self.keys: list[str] = []
        self.used_names: set[str] = set()
        self.used_keys: set[str] = set()

    # -- players ------------------------------------------------------------

    def players(self) -> list[dict]:
        rng = self.rng
        codes = list(NATIONALITY_WEIGHTS)
        cum = cum_weights(NATIONALITY_WEIGHTS.values())
        out = []
        width = max(6, len(str(self.n_players)))
        span_lo = self.start_year - 6
        for i in range(self.n_players):
            cc = pick(rng, codes, cum)
            first, last = self._name(cc)
            key = f"p-{i + 1:0{width}d}"
            player = {"key": key, "first_name": first, "last_name": last, "nationality": cc}
            r = rng.random()
            if r < 0.91:
                player["location"] = cc
            elif r < 0.97:
                player["location"] = pick(rng, codes, cum)
            # else: no location (it is optional)
            out.append(player)
            self.keys.append(key)
            self.activity.append(min(25.0, rng.paretovariate(1.4)))
            self.by_country.setdefault(cc, []).append(i)
            home = player.get("location", cc)
            begin = rng.randint(span_lo, self.end_year)
            length = 1 + int(rng.expovariate(1 / 8))
            for year in range(max(begin, self.start_year), min(self.end_year, begin + length) + 1):
                self.pools.setdefault((home, year), []).append(i)
                self.pools.setdefault((None, year), []).append(i)
        return out

    def _name(self, cc: str) -> tuple[str, str]:
        rng = self.rng
        female = rng.random() < FEMALE_SHARE
        native = NATIVE_NAMES.get(cc)
        if native and rng.random() < NATIVE_SHARE[cc]:
            firsts = native[1] if female else native[0]
            j = rng.randrange(len(native[2]))
            return rng.choice(firsts), (native[3] if female else native[2])[j]
        male_first, female_first, surnames, rule = NAMES[cc]
        first = rng.choice(female_first if female else male_first)
        last = rng.choice(surnames)
        if rule == "is":
            last += "dóttir" if female else "son"
        elif female:
            last = female_surname(rule, last)
        return first, last

    def sample(self, key, k: int, chosen: set[int], out: list[int]) -> None:
        """Add up to k distinct players of a pool to ``out``, weighted by activity."""
        pool = self.pools.get(key)
        if not pool or k <= 0:
            return
        cum = self.pool_cum.get(key)
        if cum is None:
            act = self.activity
            cum = self.pool_cum[key] = cum_weights(act[i] for i in pool)
        rng = self.rng
        need = len(out) + k
        indices = range(len(pool))
        for _ in range(4):
            for idx in rng.choices(indices, cum_weights=cum, k=k + k // 4 + 2):
                p = pool[idx]
                if p not in chosen:
                    chosen.add(p)
                    out.append(p)
                    if len(out) >= need:
                        return

    def _field(self, cc: str, year: int, n: int, local_share: float) -> list[int]:
        chosen: set[int] = set()
        out: list[int] = []
        self.sample((cc, year), round(n * local_share), chosen, out)
        self.sample((None, year), n - len(out), chosen, out)
        if len(out) < n:  # thin year: anyone from the country, then anyone
            for p in self.by_country.get(cc, ()):
                if len(out) >= n:
                    break
                if p not in chosen:
                    chosen.add(p)
                    out.append(p)
        while len(out) < n:
            p = self.rng.randrange(self.n_players)
            if p not in chosen:
                chosen.add(p)
                out.append(p)
        return out

    # -- tournaments --------------------------------------------------------

    def _year_weights(self) -> list[float]:
        years = range(self.start_year, self.end_year + 1)
        span = max(1, self.end_year - self.start_year)
        weights = []
        for y in years:
            w = 1.0 + 1.5 * (y - self.start_year) / span
            if y in (2020, 2021):  # the pandemic: few face-to-face events
                w *= 0.25
            weights.append(w)
        return weights

    def _dates(self, year: int, rounds: int, league: bool) -> tuple[date, date]:
        rng = self.rng
        first = date(year, 1, 1)
        last = min(date(year, 12, 31), self.last_day)
        if league:
            length = rng.randint(60, 240)
        else:
            length = 0 if rounds <= 2 else (1 if rounds <= 4 else 2)
        room = (last - first).days - length
        start = first + timedelta(days=rng.randint(0, max(0, room)))
        if not league and length:
            start -= timedelta(days=(start.weekday() - 4) % 7)  # a Friday
            if start < first:
                start += timedelta(days=7)
        end = min(start + timedelta(days=length), last)
        return start, max(start, end)

    def tournaments(self) -> list[dict]:
        rng = self.rng
        n = self.n_tournaments
        years = list(range(self.start_year, self.end_year + 1))
        n_wdc = min(len(years), n // 8)
        wdc_years = sorted(rng.sample(years, n_wdc)) if n_wdc else []
        year_cum = cum_weights(self._year_weights())
        hosts = list(HOST_WEIGHTS)
        host_cum = cum_weights(HOST_WEIGHTS.values())
        scoring_all = SCORING_SYSTEMS
        national_done: set[tuple[str, int]] = set()
        named_done: set[tuple[str, int]] = set()
        events = []
        for i in range(n):
            wdc = i < n_wdc
            year = wdc_years[i] if wdc else pick(rng, years, year_cum)
            cc = pick(rng, hosts, host_cum)
            city = rng.choice(CITIES[cc])
            lang = LANGUAGE.get(cc, "en")
            scoring = None
            league = False
            r = rng.random()
            if wdc:
                name = f"World DipCon {year}"
                key = f"wdc-{year}"
                size = rng.randint(49, 100)
                rounds = rng.choice((5, 5, 6, 7))
                scoring = rng.choice(scoring_all)
            elif r < 0.12 and cc in NATIONAL_CHAMPIONSHIPS and (cc, year) not in national_done:
                national_done.add((cc, year))
                name = f"{NATIONAL_CHAMPIONSHIPS[cc]} {year}"
                key = None
                size = self._size(35)
                rounds = rng.randint(3, 5)
            elif r < 0.30 and cc in NAMED_EVENTS:
                con_name, city, scoring = rng.choice(NAMED_EVENTS[cc])
                if (con_name, year) in named_done:
                    name = f"{rng.choice(GENERIC_NAMES[lang]).format(city=city)} {year}"
                else:
                    named_done.add((con_name, year))
                    name = f"{con_name} {year}"
                key = None
                size = self._size(30)
                rounds = rng.choices((2, 3, 4, 5), (1, 4, 3, 2))[0]
            elif r < 0.40:
                league = True
                name = f"{LEAGUE_NAMES[lang].format(city=city)} {year}"
                key = None
                size = rng.randint(10, 35)
                rounds = rng.randint(5, 7)
            else:
                name = f"{rng.choice(GENERIC_NAMES[lang]).format(city=city)} {year}"
                key = None
                size = self._size(22)
                rounds = rng.choices(range(1, 8), (5, 10, 35, 25, 12, 8, 5))[0]
            if scoring is None:
                bias = SCORING_BIAS.get(cc)
                scoring = rng.choice(bias if bias and rng.random() < 0.7 else scoring_all)
            name = self._unique_name(name)
            key = self._unique_key(key or ascii_slug(name))
            size = min(size, self.n_players)
            if rounds == 1:  # one round: everyone plays, so a multiple of 7
                size = max(14, min(98, 7 * round(size / 7)))
                size = min(size, self.n_players - self.n_players % 7)
            start, end = self._dates(year, rounds, league)
            local_share = 0.4 if wdc else 0.75
            field = self._field(cc, year, size, local_share)
            boards, totals, order = self._boards(field, rounds, top_board=wdc or size >= 40)
            event = {
                "key": key,
                "name": name,
                "start_date": start.isoformat(),
                "end_date": end.isoformat(),
                "city": city,
                "country": cc,
                "world_championship": wdc,
                "rounds": rounds,
                "scoring_system": scoring,
                "circuits": [],
            }
            if rng.random() < SHARE_PUBLISHED_STANDINGS:
                if not wdc and i % PUBLISHED_ONLY_EVERY == PUBLISHED_ONLY_EVERY // 2:
                    # Published-only: the organizer's own ranking (centres, 20 a solo)
                    # and no scoring system recorded, so the site computes nothing.
                    event["scoring_system"] = ""
                    event["standings"] = self._standings(totals, order)
                else:
                    event["standings"] = published_standings(scoring, boards)
            event["boards"] = boards
            events.append(event)
        events.sort(key=lambda e: (e["start_date"], e["end_date"], e["key"]))
        return events

    def _size(self, median: float) -> int:
        return max(10, min(100, int(self.rng.lognormvariate(math.log(median), 0.5))))

    def _unique_name(self, name: str) -> str:
        base, n = name, 2
        while name in self.used_names:
            name = f"{base} ({n})"
            n += 1
        self.used_names.add(name)
        return name

    def _unique_key(self, key: str) -> str:
        key = key[:60]
        base, n = key, 2
        while key in self.used_keys:
            key = f"{base}-{n}"
            n += 1
        self.used_keys.add(key)
        return key

    def _boards(self, field: list[int], rounds: int, top_board: bool):
        """The boards of every round; a standings score for each player who
        played (centres in all, plus 20 a solo); those players, in field order.

        Players miss a round now and then; when a round's players are not a
        multiple of 7, those who have played most sit out. Big events may end
        with a top board of the 7 leaders."""
        rng = self.rng
        keys = self.keys
        played = dict.fromkeys(field, 0)
        totals = dict.fromkeys(field, 0)
        solos = dict.fromkeys(field, 0)
        boards = []
        classic = VARIANTS[0]
        final_top = top_board and rounds >= 3 and len(field) >= 21 and rng.random() < 0.5
        for rnd in range(1, rounds + 1):
            last = rnd == rounds
            if last and final_top and all(played.values()):
                ranked = sorted(field, key=lambda p: (-solos[p], -totals[p], p))
                seated = ranked[:7]
            else:
                present = [p for p in field if (last and not played[p]) or rng.random() >= 0.08]
                if len(present) < 7:
                    present = field
                tables = len(present) // 7
                # Sit-outs: those who have played most (ties at random).
                present.sort(key=lambda p: (played[p], rng.random()))
                seated = present[: tables * 7]
                rng.shuffle(seated)
            for b in range(len(seated) // 7):
                table = seated[b * 7 : b * 7 + 7]
                if self.real is not None and rng.random() < SHARE_REAL_BOARDS:
                    position = list(self.real.deal())
                    rng.shuffle(position)
                else:
                    solo = rng.random() < 0.08
                    last_year = rng.randint(1906, 1913) if solo else rng.randint(1905, 1911)
                    position = random_position(rng, classic, solo=solo, last_year=last_year)
                powers = list(CLASSIC_POWERS)
                rng.shuffle(powers)
                results = []
                top = max(c for c, _ in position)
                for p, power, (centres, year) in zip(table, powers, position, strict=True):
                    results.append(
                        {
                            "player": keys[p],
                            "power": power,
                            "centres": centres,
                            "eliminated_year": year,
                        }
                    )
                    played[p] += 1
                    totals[p] += centres
                    if centres >= SOLO_CENTRES and centres == top:
                        solos[p] += 1
                boards.append({"round": rnd, "board": b + 1, "players": results})
        order = [p for p in field if played[p]]
        return boards, {p: totals[p] + 20 * solos[p] for p in order}, order

    def _standings(self, totals: dict[int, int], order: list[int]) -> list[dict]:
        ranked = sorted(order, key=lambda p: -totals[p])
        ranks = competition_ranks([totals[p] for p in ranked])
        keys = self.keys
        return [{"player": keys[p], "rank": r} for p, r in zip(ranked, ranks, strict=True)]

    # -- circuits -----------------------------------------------------------

    def circuits(self, events: list[dict]) -> list[dict]:
        rng = self.rng
        circuits = []
        by_season: dict[tuple[str, int], list[dict]] = {}
        region_of: dict[str, list[str]] = {}
        for prefix, _name, countries in CIRCUITS:
            for cc in countries:
                region_of.setdefault(cc, []).append(prefix)
        for e in events:
            year = int(e["end_date"][:4])
            for prefix in region_of.get(e["country"], ()):
                by_season.setdefault((prefix, year), []).append(e)
        names = {prefix: name for prefix, name, _ in CIRCUITS}
        for (prefix, year), members in sorted(
            by_season.items(), key=lambda kv: (kv[0][1], kv[0][0])
        ):
            picked = [e for e in members if e["world_championship"] or rng.random() < 0.7]
            if len(picked) < 2 or rng.random() < 0.2:
                continue
            key = f"{prefix}-{year}"
            circuits.append(
                {"key": key, "name": f"{names[prefix]} {year}", "best_of": rng.randint(3, 6)}
            )
            for e in picked:
                e["circuits"].append(key)
        return circuits
