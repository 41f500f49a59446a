"""Tournament standings as CSV, JSON or XLSX: one shape for the command and the page download.

Each row also carries the player's Dip Pouch rating just before and just
after the event (``rating_before``, ``rating_after``; empty when the event
changed no Dip Pouch rating, or before the ratings are computed).

CSV and XLSX cells go through ``wdd.spreadsheet`` (names a spreadsheet would
run as formulas are quoted); JSON keeps the names as stored.
"""

import io
import json

from django.db.models import IntegerField, Value

from ratings import histories
from wdd import spreadsheet

from ..models import ComputedStanding, Standing, Tournament

COLUMNS = (
    "rank",
    "player",
    "first_name",
    "last_name",
    "nationality",
    "score",
    "tier",
    "wins",
    "draws",
    "best_game",
    "games",
    "dip_pouch_score",
    "homonym",
    "rating_before",
    "rating_after",
)
FORMATS = {
    "csv": "text/csv",
    "json": "application/json",
    "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
}


#: a placement's columns, published (``Standing``) or computed, in ``_row``'s order
PLACEMENT = (
    "rank", "player_id", "player__key", "player__first_name", "player__last_name",
    "player__homonym", "player__nationality", "score", "dip_pouch_score",
)  # fmt: skip
COMPUTED_ONLY = ("tier", "wins", "draws", "best_game", "games")


def standings_rows(tournament: Tournament) -> list[dict]:
    """Computed standings where boards exist, else the published placements;
    tied players by key (the same order after a restore); with each player's
    Dip Pouch rating before and after the event. Two queries: both kinds of
    placement at once, then the players' ratings."""
    computed = (
        ComputedStanding.objects.filter(tournament=tournament)
        .order_by()
        .values_list(Value(True), *PLACEMENT, *COMPUTED_ONLY)
    )
    none = Value(None, output_field=IntegerField())
    published = (
        Standing.objects.filter(tournament=tournament)
        .order_by()
        .values_list(Value(False), *PLACEMENT, *([none] * len(COMPUTED_ONLY)))
    )
    rows = list(computed.union(published, all=True))
    if any(row[0] for row in rows):
        rows = [row for row in rows if row[0]]
    rows.sort(key=lambda row: (row[1], row[3]))  # rank, then the player's key
    ratings = histories.event_ratings(tournament, [row[2] for row in rows])
    return [_row(row[1:], ratings) for row in rows]


def _row(row: tuple, ratings: dict) -> dict:
    (rank, player, key, first, last, homonym, nationality, score, dip_pouch_score,
     tier, wins, draws, best_game, games) = row  # fmt: skip
    before, after = ratings.get(player, (None, None))
    return {
        "rank": rank,
        "player": key,
        "first_name": first,
        "last_name": last,
        "homonym": homonym,
        "nationality": nationality or "",
        "score": score,
        "tier": tier,
        "wins": wins,
        "draws": draws,
        "best_game": best_game,
        "games": games,
        "dip_pouch_score": dip_pouch_score,
        "rating_before": before,
        "rating_after": after,
    }


def render_standings(tournament: Tournament, fmt: str) -> bytes:
    rows = standings_rows(tournament)
    if fmt == "json":
        return json.dumps(rows, ensure_ascii=False, indent=1).encode()
    table = [["" if row[c] is None else row[c] for c in COLUMNS] for row in rows]
    if fmt == "csv":
        out = io.StringIO(newline="")
        writer = spreadsheet.csv_writer(out)
        writer.writerow(COLUMNS)
        writer.writerows(table)
        return out.getvalue().encode()
    if fmt == "xlsx":
        return spreadsheet.xlsx(COLUMNS, table)
    raise ValueError(f"unknown format {fmt!r} (csv, json, xlsx)")
