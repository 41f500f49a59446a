"""Tournament standings as CSV, JSON or XLSX: one shape for the command and the page download.

CSV and XLSX cells go through ``wdd.spreadsheet`` (names a spreadsheet would
run as formulas are quoted); JSON keeps the names as stored.
"""

import io
import json

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
)
FORMATS = {
    "csv": "text/csv",
    "json": "application/json",
    "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
}


def standings_rows(tournament: Tournament) -> list[dict]:
    """Computed standings where boards exist, else the published placements;
    tied players by key (the same order after a restore)."""
    computed = ComputedStanding.objects.filter(tournament=tournament).select_related("player")
    rows = []
    for s in computed.order_by("rank", "player__key"):
        rows.append(
            {
                "rank": s.rank,
                "player": s.player.key,
                "first_name": s.player.first_name,
                "last_name": s.player.last_name,
                "homonym": s.player.homonym,
                "nationality": s.player.nationality.code or "",
                "score": s.score,
                "tier": s.tier,
                "wins": s.wins,
                "draws": s.draws,
                "best_game": s.best_game,
                "games": s.games,
                "dip_pouch_score": s.dip_pouch_score,
            }
        )
    if rows:
        return rows
    published = Standing.objects.filter(tournament=tournament).select_related("player")
    for s in published.order_by("rank", "player__key"):
        rows.append(
            {
                "rank": s.rank,
                "player": s.player.key,
                "first_name": s.player.first_name,
                "last_name": s.player.last_name,
                "homonym": s.player.homonym,
                "nationality": s.player.nationality.code or "",
                "score": s.score,
                "tier": None,
                "wins": None,
                "draws": None,
                "best_game": None,
                "games": None,
                "dip_pouch_score": s.dip_pouch_score,
            }
        )
    return rows


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
