"""An index for the leaderboard filters "active in the last N years" and
"at least N events": their COUNT (the filtered page's size) becomes an
index-only range scan (10.8 ms -> 0.6 ms on the 27,000-row Ghost table,
SQLite; see bench/README.md). Pairs with ``Rating.Meta.indexes``."""

from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [("ratings", "0002_pipeline_state")]

    operations = [
        migrations.AddIndex(
            model_name="rating",
            index=models.Index(
                fields=["system", "category", "last_played", "events"], name="rating_active_idx"
            ),
        ),
    ]
