"""What the bulk-write tests look at in the database itself."""

from datetime import date

from django.db import connection

from ratings.models import RatingTrail
from tournaments.models import GameResult

EVERY_BYTE = bytes(range(256)) * 40  # NULs and high bytes included


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


def trail(player: int, data: bytes) -> RatingTrail:
    """A stored trail of one change in 2001 (bytes the bulk writes carry)."""
    return RatingTrail.objects.create(
        system="ghost",
        category="overall",
        player_id=player,
        changes=1,
        first_day=date(2001, 1, 1),
        last_day=date(2001, 1, 1),
        data=data,
    )
