"""On PostgreSQL, the packed values (checkpoints, trails, past tables, year
ends) are stored out of line without compression (``STORAGE EXTERNAL``).

They are numpy arrays and already-packed state that pglz barely shrinks
(trails by 6 %, year ends not at all, past tables by 22 %), yet compressing
them is most of what writing them costs: storing the bench's three checkpoint
tips took 0.60 s compressed and 0.08 s so. Other databases have no such
setting."""

from django.db import migrations

COLUMNS = (
    ("ratings_ratingcheckpoint", "data"),
    ("ratings_ratingcheckpoint", "rows"),
    ("ratings_ratingtrail", "data"),
    ("ratings_pasttable", "data"),
    ("ratings_yearends", "data"),
)


def _set_storage(storage: str):
    def run(apps, schema_editor):
        conn = schema_editor.connection
        if conn.vendor != "postgresql":
            return
        qn = conn.ops.quote_name
        for table, column in COLUMNS:
            schema_editor.execute(
                f"ALTER TABLE {qn(table)} ALTER COLUMN {qn(column)} SET STORAGE {storage}"
            )

    return run


class Migration(migrations.Migration):
    dependencies = [("ratings", "0010_past_tables_packed")]

    operations = [
        migrations.RunPython(_set_storage("EXTERNAL"), _set_storage("EXTENDED")),
    ]
