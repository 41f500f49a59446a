"""The optional per-year centre chart of a board result (tournaments.scoring.charts).

SQLite adds a NOT NULL column by rebuilding the table, which drops its triggers: the
board-total trigger of 0002 is created again after the rebuild (and after the reverse
one), so the database keeps refusing boards of more than 34 centres.
"""

from importlib import import_module

from django.db import migrations, models

board_total = import_module("tournaments.migrations.0002_board_total_trigger")


class Migration(migrations.Migration):
    dependencies = [
        ("tournaments", "0004_verbose_names"),
    ]

    operations = [
        migrations.RunPython(migrations.RunPython.noop, board_total.up),
        migrations.AddField(
            model_name="gameresult",
            name="centres_by_year",
            field=models.CharField(
                blank=True,
                db_default="",
                default="",
                help_text="Optional: the centres held at the end of each year from 1901, e.g. 4 5 5 6 7 (the WDD's CT_01..CT_20). Maxonian and 7Eleven break ties on it.",
                max_length=150,
                verbose_name="centres by year",
            ),
        ),
        migrations.RunPython(board_total.up, migrations.RunPython.noop),
    ]
