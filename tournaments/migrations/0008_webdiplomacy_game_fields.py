"""webDiplomacy's game fields (turns, bots, end time) and a result's status.

SQLite adds the status column by rebuilding the results table, which drops
its triggers: the board-total trigger of 0002 is created again here.
"""

from django.db import migrations, models

SQLITE_TRIGGER = """
CREATE TRIGGER IF NOT EXISTS result_board_total_insert
BEFORE INSERT ON tournaments_gameresult
WHEN (SELECT COALESCE(SUM(centres), 0) FROM tournaments_gameresult
      WHERE game_id = NEW.game_id) + NEW.centres > 34
BEGIN SELECT RAISE(ABORT, 'CHECK constraint failed: board total centres exceed 34'); END;
"""


def restore_trigger(apps, schema_editor):
    if schema_editor.connection.vendor == "sqlite":
        schema_editor.execute(SQLITE_TRIGGER, params=None)


class Migration(migrations.Migration):
    dependencies = [
        ("tournaments", "0007_homonym_history_pending_import"),
    ]

    operations = [
        migrations.AddField(
            model_name="game",
            name="bot",
            field=models.BooleanField(db_default=False, default=False, verbose_name="bots played"),
        ),
        migrations.AddField(
            model_name="game",
            name="end_time",
            field=models.DateTimeField(blank=True, null=True, verbose_name="ended at"),
        ),
        migrations.AddField(
            model_name="game",
            name="turns",
            field=models.PositiveSmallIntegerField(blank=True, null=True, verbose_name="turns"),
        ),
        migrations.AddField(
            model_name="gameresult",
            name="status",
            field=models.CharField(
                blank=True,
                choices=[("", "Played to the end"), ("resigned", "Resigned")],
                db_default="",
                default="",
                max_length=10,
                verbose_name="status",
            ),
        ),
        # ... and in the edit history (django-simple-history's copies).
        migrations.AddField(
            model_name="historicalgame",
            name="bot",
            field=models.BooleanField(db_default=False, default=False, verbose_name="bots played"),
        ),
        migrations.AddField(
            model_name="historicalgame",
            name="end_time",
            field=models.DateTimeField(blank=True, null=True, verbose_name="ended at"),
        ),
        migrations.AddField(
            model_name="historicalgame",
            name="turns",
            field=models.PositiveSmallIntegerField(blank=True, null=True, verbose_name="turns"),
        ),
        migrations.AddField(
            model_name="historicalgameresult",
            name="status",
            field=models.CharField(
                blank=True,
                choices=[("", "Played to the end"), ("resigned", "Resigned")],
                db_default="",
                default="",
                max_length=10,
                verbose_name="status",
            ),
        ),
        migrations.RunPython(restore_trigger, migrations.RunPython.noop),
    ]
