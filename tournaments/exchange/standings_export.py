"""Tournament standings as CSV, JSON or XLSX: one shape for the command and the page download.

Each row also carries the player's Dip Pouch rating just before and just
after the event (``rating_before``, ``rating_after``; empty when the event
changed no Dip Pouch rating, or before the ratings are computed).

CSV and XLSX cells go through ``wdd.spreadsheet`` (names a spreadsheet would
run as formulas are quoted); JSON keeps the names as stored.
"""

import io
import json

from ratings import leaderboards
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


def standings_rows(tournament: Tournament) -> list[dict]:
    """Computed standings where boards exist, else the published placements;
    tied players by key (the same order after a restore); with each player's
    Dip Pouch rating before and after the event."""
    ratings = leaderboards.event_rating_columns()
    order = ("rank", "player__key")
    computed = (
        ComputedStanding.objects.filter(tournament=tournament)
        .select_related("player")
        .annotate(**ratings)
    )
    rows = [
        _row(s, s.score, s.tier, s.wins, s.draws, s.best_game, s.games)
        for s in computed.order_by(*order)
    ]
    if rows:
        return rows
    published = (
        Standing.objects.filter(tournament=tournament).select_related("player").annotate(**ratings)
    )
    return [_row(s, s.score, None, None, None, None, None) for s in published.order_by(*order)]


def _row(s, score, tier, wins, draws, best_game, games) -> dict:
    return {
        "rank": s.rank,
        "player": s.player.key,
        "first_name": s.player.first_name,
        "last_name": s.player.last_name,
        "homonym": s.player.homonym,
        "nationality": s.player.nationality.code or "",
        "score": score,
        "tier": tier,
        "wins": wins,
        "draws": draws,
        "best_game": best_game,
        "games": games,
        "dip_pouch_score": s.dip_pouch_score,
        "rating_before": s.rating_before,
        "rating_after": s.rating_after,
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
