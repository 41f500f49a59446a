"""The home page: site totals, the latest tournaments, the top of the main tables."""

from django.db import connection

from ratings import leaderboards
from ratings.engines import ENGINES

from ..models import Game, Player, Tournament
from .common import leaderboard_url, with_player_counts

#: the tables shown on the home page: (system, category)
HOME_TABLES = (("dip-pouch", "overall"), ("ghost", "overall"), ("openskill", "overall"))


def site_totals() -> dict[str, int]:
    """Players, tournaments, boards and online games, in one query."""
    player = Player._meta.db_table
    tournament = Tournament._meta.db_table
    game = Game._meta.db_table
    sql = (
        f"SELECT (SELECT COUNT(*) FROM {player}), (SELECT COUNT(*) FROM {tournament}), "
        f"(SELECT COUNT(*) FROM {game} WHERE round_id IS NOT NULL), "
        f"(SELECT COUNT(*) FROM {game} WHERE round_id IS NULL)"
    )
    with connection.cursor() as cursor:
        cursor.execute(sql)
        players, tournaments, boards, games = cursor.fetchone()
    return {"players": players, "tournaments": tournaments, "boards": boards, "games": games}


def latest_tournaments(limit: int = 8) -> list[Tournament]:
    return list(with_player_counts(Tournament.objects.all())[:limit])


def top_of_table(system: str, category: str, limit: int = 10) -> list:
    """The first ``limit`` ratings of a table, player loaded."""
    try:
        rows = leaderboards.leaderboard(system, category)
    except LookupError:  # a system or category that is not registered
        return []
    return list(rows[:limit])


def home_tables(limit: int = 10) -> list[dict]:
    """The home page's leaderboards: the main table of each rating system present."""
    tables = []
    for system, category in HOME_TABLES:
        engine = ENGINES.get(system)
        if engine is None:
            continue
        rows = top_of_table(system, category, limit)
        name = engine.name
        try:
            category_name = engine.category(category).name
        except KeyError:
            category_name = category
        tables.append(
            {
                "system": system,
                "category": category,
                "name": name,
                "category_name": category_name,
                "rows": rows,
                "url": leaderboard_url(system, category),
            }
        )
    return tables
