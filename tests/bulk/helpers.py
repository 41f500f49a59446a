"""What the bulk-write tests look at in the database itself."""

from django.db import connection

from tournaments.models import GameResult


def triggers() -> list[str]:
    """The result table's enabled triggers (a bulk write must leave them as they were)."""
    table = GameResult._meta.db_table
    with connection.cursor() as cursor:
        if connection.vendor == "sqlite":
            cursor.execute(
                "SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = %s", [table]
            )
        else:
            cursor.execute(
                "SELECT tgname FROM pg_trigger WHERE tgrelid = %s::regclass "
                "AND NOT tgisinternal AND tgenabled <> 'D'",
                [table],
            )
        return sorted(r[0] for r in cursor.fetchall())
