"""The whole database as one results bundle: a backup that `import_results` restores.

Independent of `dumpdata`: the bundle is the public contract, so a backup is
also a migration path to any other tool that reads it. Rows are read in a
handful of ordered queries and grouped in memory.
"""

from collections import defaultdict

from ..models import Circuit, Game, GameResult, Player, Round, Standing, Tournament
from ..scoring import charts

FORMAT = {"format": "diplomacy-results", "version": 1}


def _result(player_keys, player_id, power, centres, year, chart, status):
    result = {
        "player": player_keys[player_id],
        "power": power,
        "centres": centres,
        "eliminated_year": year,
    }
    if chart:  # the optional extension, written only where it was recorded
        result["centres_by_year"] = list(charts.from_text(chart))
    if status:  # webDiplomacy's, on online games only; left out when empty
        result["status"] = status
    return result


def _game_fields(game) -> dict:
    _id, _key, _round, _number, variant, press, phase, scoring, end = game[:9]
    return {
        "variant": variant,
        "press": press,
        "phase_minutes": phase,
        "game_scoring": scoring,
        "end_date": end.isoformat(),
    }


def _online_fields(game) -> dict:
    """webDiplomacy's optional fields of an online game, those that are set."""
    turns, bot, end_time = game[9:]
    out = {}
    if turns is not None:
        out["turns"] = turns
    if bot:
        out["bot"] = True
    if end_time is not None:
        out["end_time"] = end_time.isoformat()
    return out


def export_bundle() -> dict:
    player_keys = dict(Player.objects.values_list("id", "key"))
    players = [
        {
            "key": key,
            "first_name": first,
            "last_name": last,
            "nationality": nat or None,
            "location": loc or None,
            **({"homonym": homonym} if homonym else {}),
        }
        for key, first, last, nat, loc, homonym in Player.objects.order_by("id").values_list(
            "key", "first_name", "last_name", "nationality", "location", "homonym"
        )
    ]
    circuit_keys = {}
    circuits = []
    for cid, key, name, season, best_of in Circuit.objects.order_by("id").values_list(
        "id", "key", "name", "season", "best_of"
    ):
        circuit_keys[cid] = key
        item = {"key": key, "name": name, "best_of": best_of}
        if season:
            item["season"] = season
        circuits.append(item)

    memberships = defaultdict(list)
    through = Tournament.circuits.through
    for tid, cid in through.objects.order_by("id").values_list("tournament_id", "circuit_id"):
        memberships[tid].append(circuit_keys[cid])
    standings = defaultdict(list)
    for tid, pid, rank, score in Standing.objects.order_by(
        "tournament_id", "rank", "id"
    ).values_list("tournament_id", "player_id", "rank", "score"):
        row = {"player": player_keys[pid], "rank": rank}
        if score is not None:
            row["score"] = score
        standings[tid].append(row)
    round_of = dict(Round.objects.values_list("id", "tournament_id"))
    round_no = dict(Round.objects.values_list("id", "number"))
    results = defaultdict(list)
    for gid, pid, power, centres, year, chart, status in (
        GameResult.objects.order_by("game_id", "id")
        .values_list(
            "game_id",
            "player_id",
            "power",
            "centres",
            "eliminated_year",
            "centres_by_year",
            "status",
        )
        .iterator(chunk_size=20000)
    ):
        results[gid].append(_result(player_keys, pid, power, centres, year, chart, status))
    boards = defaultdict(list)
    games = []
    game_rows = Game.objects.order_by("end_date", "id").values_list(
        "id",
        "key",
        "round_id",
        "number",
        "variant",
        "press",
        "phase_minutes",
        "game_scoring",
        "end_date",
        "turns",
        "bot",
        "end_time",
    )
    for game in game_rows.iterator(chunk_size=20000):
        gid, key, rid, number = game[:4]
        fields = _game_fields(game)
        if rid is None:
            fields |= _online_fields(game)
            games.append({"key": key, **fields, "players": results[gid]})
        else:
            boards[round_of[rid]].append(
                {"round": round_no[rid], "board": number, **fields, "players": results[gid]}
            )

    tournaments = []
    for t in Tournament.objects.order_by("end_date", "id"):
        item = {
            "key": t.key,
            "name": t.name,
            "start_date": t.start_date.isoformat(),
            "end_date": t.end_date.isoformat(),
            "city": t.city,
            "country": t.country.code or None,
            "world_championship": t.world_championship,
            "rounds": t.rounds,
            "scoring_system": t.scoring_system,
            "kind": t.kind,
            "event_kind": t.event_kind,
            "director": t.director,
            "aggregation": t.aggregation,
            "aggregation_n": t.aggregation_n,
            "circuits": memberships[t.pk],
            "standings": standings[t.pk],
            "boards": sorted(boards[t.pk], key=lambda b: (b["round"], b["board"])),
        }
        tournaments.append(item)
    return {
        **FORMAT,
        "players": players,
        "circuits": circuits,
        "tournaments": tournaments,
        "games": games,
    }
