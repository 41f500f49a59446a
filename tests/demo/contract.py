"""An independent, strict check of a bundle against the interchange contract
(/work/shared/spec/interchange.md) as the generator must write it: only the
documented fields, valid ISO codes, valid end positions, valid rankings.

Returns a list of problems (empty: valid), so a failing test shows them all.
"""

from datetime import date

from django_countries import countries

TOP = {"format", "version", "players", "circuits", "tournaments", "games"}
PLAYER = {"key", "first_name", "last_name", "nationality", "location"}
PLAYER_REQUIRED = {"key", "first_name", "last_name", "nationality"}
CIRCUIT = {"key", "name", "best_of"}
TOURNAMENT = {
    "key", "name", "start_date", "end_date", "city", "country", "world_championship",
    "rounds", "scoring_system", "circuits", "standings", "boards",
}  # fmt: skip
TOURNAMENT_REQUIRED = TOURNAMENT - {"standings"}
STANDING = {"player", "rank"}
BOARD = {"round", "board", "players"}
GAME = {"key", "end_date", "variant", "press", "phase_minutes", "game_scoring", "players"}
RESULT = {"player", "power", "centres", "eliminated_year"}

CLASSIC = {"Austria", "England", "France", "Germany", "Italy", "Russia", "Turkey"}
SCORING_SYSTEMS = {
    "win-tier", "squares-daanz", "draw-size", "sum-of-squares", "carnage", "c-diplo",
    "opentribute", "manorcon", "detour09",
}  # fmt: skip
VARIANT_PLAYERS = {
    "classic": 7, "ancient-mediterranean": 5, "world-ix": 17, "fall-of-the-american-empire": 10,
    "modern-ii": 10, "classic-chaos": 34, "fva": 2, "gvi": 2,
}  # fmt: skip
ONE_V_ONE = {"fva": {"France", "Austria"}, "gvi": {"Germany", "Italy"}}
PRESS = {"full", "rulebook", "public", "gunboat"}
GAME_SCORING = {"dss", "sos"}


def is_competition_ranking(ranks: list[int]) -> bool:
    """1, 2, 2, 4: sorted, starting at 1, each rank is its position or repeats the last."""
    ranks = sorted(ranks)
    return all(r == i + 1 or (i and r == ranks[i - 1]) for i, r in enumerate(ranks))


def _fields(obj, allowed, required, where, problems):
    if not isinstance(obj, dict):
        problems.append(f"{where}: not an object")
        return False
    extra = set(obj) - allowed
    missing = required - set(obj)
    if extra:
        problems.append(f"{where}: unknown fields {sorted(extra)}")
    if missing:
        problems.append(f"{where}: missing fields {sorted(missing)}")
    return not extra and not missing


def _country(code, where, problems):
    if not isinstance(code, str) or code not in countries:
        problems.append(f"{where}: {code!r} is not an ISO 3166-1 alpha-2 code")


def _date(value, where, problems):
    try:
        return date.fromisoformat(value)
    except (TypeError, ValueError):
        problems.append(f"{where}: bad date {value!r}")
        return None


def check_position(results, where, problems, *, powers=None, players=None):
    """One game's end position: the result fields, centres and eliminations."""
    seen_powers, seen_players, total = set(), set(), 0
    for r in results:
        if not _fields(r, RESULT, RESULT, f"{where} result", problems):
            continue
        c, year = r["centres"], r["eliminated_year"]
        if type(c) is not int or not 0 <= c <= 34:
            problems.append(f"{where}: centres {c!r} not in 0..34")
            continue
        total += c
        if year is not None and (type(year) is not int or c != 0 or year < 1901):
            problems.append(f"{where}: eliminated in {year!r} with {c} centres")
        if powers is not None and r["power"] not in powers:
            problems.append(f"{where}: {r['power']!r} is not a power of the variant")
        if r["power"] in seen_powers:
            problems.append(f"{where}: {r['power']} twice")
        if r["player"] in seen_players:
            problems.append(f"{where}: player {r['player']} plays two powers")
        if players is not None and r["player"] not in players:
            problems.append(f"{where}: unknown player {r['player']}")
        seen_powers.add(r["power"])
        seen_players.add(r["player"])
    if total > 34:
        problems.append(f"{where}: centres add up to {total}")
    if sum(1 for r in results if r.get("centres", 0) >= 18) > 1:
        problems.append(f"{where}: two players with 18+ centres")


def check_bundle(bundle) -> list[str]:
    problems: list[str] = []
    if not _fields(bundle, TOP, TOP, "bundle", problems):
        return problems
    if bundle["format"] != "diplomacy-results" or bundle["version"] != 1:
        problems.append("bundle: wrong format or version")

    players = set()
    for p in bundle["players"]:
        where = f"player {p.get('key')}"
        if not _fields(p, PLAYER, PLAYER_REQUIRED, where, problems):
            continue
        if p["key"] in players:
            problems.append(f"{where}: duplicate key")
        players.add(p["key"])
        if not p["first_name"].strip() or not p["last_name"].strip():
            problems.append(f"{where}: empty name")
        _country(p["nationality"], where, problems)
        if "location" in p:
            _country(p["location"], where, problems)

    circuits = {}
    for c in bundle["circuits"]:
        where = f"circuit {c.get('key')}"
        if not _fields(c, CIRCUIT, CIRCUIT, where, problems):
            continue
        if c["key"] in circuits:
            problems.append(f"{where}: duplicate key")
        circuits[c["key"]] = c
        if type(c["best_of"]) is not int or c["best_of"] < 1:
            problems.append(f"{where}: best_of {c['best_of']!r}")
    used_circuits = set()

    keys = set()
    for t in bundle["tournaments"]:
        where = f"tournament {t.get('key')}"
        if not _fields(t, TOURNAMENT, TOURNAMENT_REQUIRED, where, problems):
            continue
        if t["key"] in keys or len(t["key"]) > 64:
            problems.append(f"{where}: duplicate or overlong key")
        keys.add(t["key"])
        start, end = _date(t["start_date"], where, problems), _date(t["end_date"], where, problems)
        if start and end and end < start:
            problems.append(f"{where}: ends before it starts")
        _country(t["country"], where, problems)
        published_only = t["scoring_system"] == "" and "standings" in t
        if t["scoring_system"] not in SCORING_SYSTEMS and not published_only:
            problems.append(f"{where}: scoring system {t['scoring_system']!r}")
        if type(t["world_championship"]) is not bool:
            problems.append(f"{where}: world_championship not a boolean")
        if type(t["rounds"]) is not int or not 1 <= t["rounds"] <= 7:
            problems.append(f"{where}: rounds {t['rounds']!r}")
        for key in t["circuits"]:
            used_circuits.add(key)
            if key not in circuits:
                problems.append(f"{where}: unknown circuit {key}")
        seated_by_round: dict[int, set] = {}
        numbers = set()
        for b in t["boards"]:
            here = f"{where} board {b.get('round')}/{b.get('board')}"
            if not _fields(b, BOARD, BOARD, here, problems):
                continue
            if (b["round"], b["board"]) in numbers or not 1 <= b["round"] <= t["rounds"]:
                problems.append(f"{here}: duplicate board or round out of range")
            numbers.add((b["round"], b["board"]))
            if len(b["players"]) != 7 or {r.get("power") for r in b["players"]} != CLASSIC:
                problems.append(f"{here}: not the 7 classic powers")
            check_position(b["players"], here, problems, powers=CLASSIC, players=players)
            seated = seated_by_round.setdefault(b["round"], set())
            for r in b["players"]:
                if r.get("player") in seated:
                    problems.append(f"{here}: {r['player']} on two boards of one round")
                seated.add(r.get("player"))
        on_boards = set().union(*seated_by_round.values()) if seated_by_round else set()
        if "standings" in t:
            ranked = set()
            for s in t["standings"]:
                if not _fields(s, STANDING, STANDING, f"{where} standing", problems):
                    continue
                if type(s["rank"]) is not int or s["rank"] < 1:
                    problems.append(f"{where}: rank {s['rank']!r}")
                if s["player"] in ranked:
                    problems.append(f"{where}: {s['player']} ranked twice")
                ranked.add(s["player"])
                if s["player"] not in on_boards:
                    problems.append(f"{where}: {s['player']} ranked but on no board")
            if not is_competition_ranking([s["rank"] for s in t["standings"]]):
                problems.append(f"{where}: ranks are not a competition ranking")
    if set(circuits) - used_circuits:
        problems.append(
            f"circuits no tournament belongs to: {sorted(set(circuits) - used_circuits)}"
        )

    game_keys = set()
    for g in bundle["games"]:
        where = f"game {g.get('key')}"
        if not _fields(g, GAME, GAME, where, problems):
            continue
        if g["key"] in game_keys or g["key"] in keys:
            problems.append(f"{where}: duplicate key")
        game_keys.add(g["key"])
        _date(g["end_date"], where, problems)
        if g["variant"] not in VARIANT_PLAYERS or g["press"] not in PRESS:
            problems.append(f"{where}: variant or press")
            continue
        if g["game_scoring"] not in GAME_SCORING:
            problems.append(f"{where}: game_scoring {g['game_scoring']!r}")
        if type(g["phase_minutes"]) is not int or g["phase_minutes"] < 1:
            problems.append(f"{where}: phase_minutes {g['phase_minutes']!r}")
        if len(g["players"]) != VARIANT_PLAYERS[g["variant"]]:
            problems.append(f"{where}: {len(g['players'])} players for {g['variant']}")
        powers = ONE_V_ONE.get(g["variant"]) or (CLASSIC if g["variant"] == "classic" else None)
        check_position(g["players"], where, problems, powers=powers, players=players)
    return problems
