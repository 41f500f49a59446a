"""A tournament as the WDD upload pair: `classification.csv` and `boards.csv`.

classification.csv, one row per player: FIRST NAME, NAME, HOMONYME, RANK,
EXAEQUO, LOCATION, NATIONALITY, SCORE, R1..R8 (more when the event had more
rounds), BEST_COUNTRY, then per classic power (0AU .. 0TU) the WDD's
best-country columns RK_/PT_/CT_/HEAT_/BOARD_ for the award winners.
boards.csv, one row per player per board: FIRST NAME, NAME, HOMONYME, ROUND,
BOARD, COUNTRY, RANK, EXAEQUO, SCORE, NB_CENTRE, YEAR_ELIMINATION, DRAW,
CT_01..CT_20.

Readings:
* RANK/SCORE: the published standings when the tournament has them (what the
  event published, and what ratings use; SCORE empty where it published no
  score), else the computed ones. So importing the pair back gives the same
  standings. A player who played but has no placement gets an empty RANK.
* R1..: the player's board score(s) in that round (BoardScore, summed when a
  player had two boards in a round; dropped scores included).
* HOMONYME: the player's homonym number (the second Xavier MARTIN is 2); a
  player without one is the first free number among the file's players of
  the same name (up to accents and case), in player key order, so 1 for the
  only player of a name. Importing the pair back keeps every homonym.
* Rows by rank; tied players (and homonyms) by player key, never by database
  id, so the pair is the same after a restore.
* EXAEQUO: 1 when the rank (tournament or board) is shared, else 0.
* Countries as WDD codes (`wdd_countries.to_wdd`), powers as 0AU .. 0TU.
* Board RANK: position by centres; YEAR_ELIMINATION: the game year as the WDD
  writes it (7 for 1907); DRAW: 1 for the soloist of a solo, else 1 for each
  survivor of a draw (draw including all survivors), 0 otherwise.
* CT_01..CT_20: the result's centre chart when recorded (CT_nn = centres at the
  end of year 1900 + nn; more columns when a chart runs past 1920), else empty.
* Other awards and top-board columns: this site does not store them, so they
  are empty or absent.
* Names a spreadsheet would run as formulas are quoted (``wdd.spreadsheet``);
  the pair's reader removes that quote, so the pair imports back unchanged.
"""

import io
from collections import defaultdict

from wdd import spreadsheet

from ..models import (
    POWERS,
    BoardScore,
    ComputedStanding,
    CountryAward,
    GameResult,
    Player,
    Standing,
    Tournament,
)
from ..players.duplicates import name_key
from ..scoring.types import SOLO_CENTRES
from .wdd_countries import POWER_TO_WDD, power_to_wdd, to_wdd

WDD_ROUNDS = 8
WDD_YEARS = 20
CLASSIFICATION_HEAD = [
    "FIRST NAME",
    "NAME",
    "HOMONYME",
    "RANK",
    "EXAEQUO",
    "LOCATION",
    "NATIONALITY",
    "SCORE",
]
BOARDS_HEAD = [
    "FIRST NAME",
    "NAME",
    "HOMONYME",
    "ROUND",
    "BOARD",
    "COUNTRY",
    "RANK",
    "EXAEQUO",
    "SCORE",
    "NB_CENTRE",
    "YEAR_ELIMINATION",
    "DRAW",
]
AWARD_FIELDS = ("RK", "PT", "CT", "HEAT", "BOARD")


def number(value) -> str:
    """A number at full precision, whole numbers without ".0"; None is empty."""
    if value is None:
        return ""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return repr(value) if isinstance(value, float) else str(value)


def boards_columns(years: int) -> list[str]:
    """The boards.csv header: CT_01..CT_20, or up to the longest chart when longer."""
    return BOARDS_HEAD + [f"CT_{i:02d}" for i in range(1, max(years, WDD_YEARS) + 1)]


def classification_columns(rounds: int) -> list[str]:
    columns = CLASSIFICATION_HEAD + [f"R{i}" for i in range(1, max(rounds, WDD_ROUNDS) + 1)]
    columns.append("BEST_COUNTRY")
    for code in POWER_TO_WDD.values():
        columns += [f"{field}_{code}" for field in AWARD_FIELDS]
    return columns


def _csv(columns: list[str], rows: list[dict]) -> bytes:
    out = io.StringIO(newline="")
    writer = spreadsheet.csv_dict_writer(
        out, fieldnames=columns, lineterminator="\r\n", extrasaction="raise"
    )
    writer.writeheader()
    for row in rows:
        writer.writerow({c: row.get(c, "") for c in columns})
    return out.getvalue().encode("utf-8")


def _homonymes(players: list[Player]) -> dict[int, int]:
    groups: dict[tuple[str, str], list[Player]] = defaultdict(list)
    for p in sorted(players, key=lambda p: p.key):
        groups[name_key(p.first_name, p.last_name)].append(p)
    numbers = {}
    for group in groups.values():
        taken = {p.homonym for p in group if p.homonym}
        free = (n for n in range(1, len(group) + len(taken) + 2) if n not in taken)
        for p in group:
            numbers[p.pk] = p.homonym or next(free)
    return numbers


def _board_ranks(results: list) -> dict[int, tuple[int, int]]:
    """result id -> (rank by centres, 1 if shared else 0)."""
    out = {}
    for r in results:
        better = sum(1 for o in results if o.centres > r.centres)
        shared = sum(1 for o in results if o.centres == r.centres) > 1
        out[r.pk] = (better + 1, int(shared))
    return out


def wdd_pair(tournament: Tournament) -> dict[str, bytes]:
    """{"classification.csv": ..., "boards.csv": ...} for the tournament (a few queries)."""
    results = list(
        GameResult.objects.filter(game__round__tournament=tournament)
        .select_related("game__round", "player")
        .order_by("game__round__number", "game__number", "id")
    )
    scores = dict(
        BoardScore.objects.filter(result__game__round__tournament=tournament).values_list(
            "result_id", "score"
        )
    )
    published = list(Standing.objects.filter(tournament=tournament).select_related("player"))
    computed = list(ComputedStanding.objects.filter(tournament=tournament).select_related("player"))
    placed = published or computed

    players: dict[int, Player] = {}
    for s in placed:
        players[s.player_id] = s.player
    for r in results:
        players.setdefault(r.player_id, r.player)
    homonyme = _homonymes(list(players.values()))

    by_board: dict[int, list] = defaultdict(list)
    for r in results:
        by_board[r.game_id].append(r)

    # classification
    round_scores: dict[int, dict[int, float]] = defaultdict(lambda: defaultdict(float))
    for r in results:
        if r.pk in scores:
            round_scores[r.player_id][r.game.round.number] += scores[r.pk]
    awards: dict[int, list[str]] = defaultdict(list)
    for a in CountryAward.objects.filter(tournament=tournament).order_by("power"):
        awards[a.player_id].append(a.power)
    rank_of = {s.player_id: s.rank for s in placed}
    rank_count: dict[int, int] = defaultdict(int)
    for rank in rank_of.values():
        rank_count[rank] += 1
    score_of = {s.player_id: s.score for s in placed}
    rounds = max([tournament.rounds] + [r.game.round.number for r in results])
    rows = []
    for pid, p in players.items():
        rank = rank_of.get(pid)
        score = score_of.get(pid)
        row = {
            "FIRST NAME": p.first_name,
            "NAME": p.last_name,
            "HOMONYME": homonyme[pid],
            "RANK": "" if rank is None else rank,
            "EXAEQUO": "" if rank is None else int(rank_count[rank] > 1),
            "LOCATION": to_wdd(p.location.code),
            "NATIONALITY": to_wdd(p.nationality.code),
            "SCORE": number(score),
        }
        for rnd, value in round_scores[pid].items():
            row[f"R{rnd}"] = number(value)
        if awards[pid]:
            row["BEST_COUNTRY"] = "/".join(awards[pid])
        for power in awards[pid]:
            if power not in POWER_TO_WDD:
                continue
            best = max(
                (r for r in results if r.player_id == pid and r.power == power),
                key=lambda r: (scores.get(r.pk, float("-inf")), r.centres),
                default=None,
            )
            code = POWER_TO_WDD[power]
            row[f"RK_{code}"] = 1
            if best is not None:
                row[f"PT_{code}"] = number(scores.get(best.pk))
                row[f"CT_{code}"] = best.centres
                row[f"HEAT_{code}"] = best.game.round.number
                row[f"BOARD_{code}"] = best.game.number
        rows.append((p.key, row))
    rows.sort(key=lambda item: (item[1]["RANK"] == "", item[1]["RANK"] or 0, item[0]))
    rows = [row for _key, row in rows]
    classification = _csv(classification_columns(rounds), rows)

    # boards
    board_rows = []
    years = 0
    for game_results in by_board.values():
        ranks = _board_ranks(game_results)
        solo = any(r.centres >= SOLO_CENTRES for r in game_results)
        for r in sorted(
            game_results,
            key=lambda r: (POWERS.index(r.power) if r.power in POWERS else 99, r.power),
        ):
            rank, shared = ranks[r.pk]
            in_draw = r.centres >= SOLO_CENTRES if solo else r.centres > 0
            chart = r.chart
            years = max(years, len(chart))
            board_rows.append(
                {
                    **{f"CT_{i:02d}": value for i, value in enumerate(chart, start=1)},
                    "FIRST NAME": r.player.first_name,
                    "NAME": r.player.last_name,
                    "HOMONYME": homonyme[r.player_id],
                    "ROUND": r.game.round.number,
                    "BOARD": r.game.number,
                    "COUNTRY": power_to_wdd(r.power),
                    "RANK": rank,
                    "EXAEQUO": shared,
                    "SCORE": number(scores.get(r.pk)),
                    "NB_CENTRE": r.centres,
                    "YEAR_ELIMINATION": ""
                    if r.eliminated_year is None
                    else r.eliminated_year - 1900,
                    "DRAW": int(in_draw),
                }
            )
    boards = _csv(boards_columns(years), board_rows)
    return {"classification.csv": classification, "boards.csv": boards}
