"""PostgreSQL: an index for a live table sorted by events, most first.

That order is the events column's first click. A page of it reads its ids
from the order's own columns (``ids_first_slicer``); with no index in that
order, PostgreSQL sorted every row of the table for each page: 15-17 ms of
SQL for Dip Pouch's and Ghost's tables at bench scale, the slowest rendered
leaderboard pages (p95 42-58 ms). Read along this index the ids take a few
milliseconds.

PostgreSQL only. SQLite builds its plans without statistics on a fresh
database (the demo, the tests, a new site), and with this index it chose it
for a filtered table's "at least N events" and then sorted every matching
row: the plan ``rating_order_idx`` exists to avoid.
"""

from django.db import migrations

INDEX = "rating_events_idx"


def create(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    rating = apps.get_model("ratings", "Rating")
    table = schema_editor.quote_name(rating._meta.db_table)
    schema_editor.execute(
        f"CREATE INDEX IF NOT EXISTS {INDEX} ON {table} "
        "(system, category, events DESC, rating DESC, player_key, id)"
    )


def drop(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(f"DROP INDEX IF EXISTS {INDEX}")


class Migration(migrations.Migration):
    dependencies = [("ratings", "0013_rank_sheets")]

    operations = [migrations.RunPython(create, drop, elidable=False)]
