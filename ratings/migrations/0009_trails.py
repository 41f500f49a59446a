"""Changes stored a trail a player and table (``RatingTrail``) instead of a
row a change (``RatingChange``): the stored rows are packed as they are
(``engines.trails``), so nothing is recomputed and every table's digests
still describe what is stored."""

import django.db.models.deletion
from django.db import migrations, models


def pack_changes(apps, schema_editor):
    import numpy as np

    from ratings.engines import ENGINES
    from ratings.engines.trails import dtype, pack
    from wdd.bulk import chunks, insert_rows

    using = schema_editor.connection.alias
    Change = apps.get_model("ratings", "RatingChange")
    Trail = apps.get_model("ratings", "RatingTrail")
    changes = Change.objects.using(using)
    sizes = {}
    for system, category, tournament, game, n in (
        changes.order_by()
        .values_list("system", "category", "tournament_id", "game_id")
        .annotate(n=models.Count("id"))
    ):
        sizes[system, category, tournament if game is None else game] = n
    fields = ["system", "category", "player", "changes", "first_day", "last_day", "data"]

    def trails():
        key, entries = None, []
        rows = changes.order_by("player_id", "system", "category", "date", "id").values_list(
            "player_id", "system", "category", "date", "tournament_id", "game_id",
            "before", "after", "score", "weight", "mu", "sigma",
        )  # fmt: skip
        for player, system, category, day, tournament, game, *values in rows.iterator(10_000):
            if (player, system, category) != key:
                if entries:
                    yield _trail(key, entries)
                key, entries = (player, system, category), []
            if system in ENGINES:
                source = tournament if game is None else game
                entries.append((day, sizes[system, category, source], source, *values))
        if entries:
            yield _trail(key, entries)

    def _trail(key, entries):
        player, system, category = key
        engine = ENGINES[system]
        out = np.empty(len(entries), dtype(engine.scored, engine.gaussian))
        out["day"] = [e[0].toordinal() for e in entries]
        for name, i in (("size", 1), ("source", 2), ("before", 3), ("after", 4)):
            out[name] = [e[i] for e in entries]
        nan = float("nan")
        if engine.scored:
            out["score"] = [nan if e[5] is None else e[5] for e in entries]
            out["weight"] = [nan if e[6] is None else e[6] for e in entries]
        if engine.gaussian:
            out["mu"] = [e[7] for e in entries]
            out["sigma"] = [e[8] for e in entries]
        return (system, category, player, len(entries), entries[0][0], entries[-1][0], pack(out))

    # A batch at a time: on PostgreSQL the insert is a COPY, and no query may
    # run on the connection while it lasts (the rows are read between them).
    for batch in chunks(trails(), 10_000):
        insert_rows(Trail, fields, batch, using=using)


class Migration(migrations.Migration):
    dependencies = [
        ("ratings", "0008_monthly_trend_read_from_changes"),
        ("tournaments", "0010_list_orders_in_indexes"),
    ]

    operations = [
        migrations.CreateModel(
            name="RatingTrail",
            fields=[
                (
                    "id",
                    models.BigAutoField(
                        auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                    ),
                ),
                ("system", models.CharField(max_length=40)),
                ("category", models.CharField(max_length=40)),
                ("changes", models.PositiveIntegerField()),
                ("first_day", models.DateField()),
                ("last_day", models.DateField()),
                ("data", models.BinaryField()),
                (
                    "player",
                    models.ForeignKey(
                        db_constraint=False,
                        db_index=False,
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="rating_trails",
                        to="tournaments.player",
                    ),
                ),
            ],
            options={
                "indexes": [
                    models.Index(
                        fields=["system", "category", "last_day"], name="trail_last_day_idx"
                    )
                ],
                "constraints": [
                    models.UniqueConstraint(
                        fields=("player", "system", "category"), name="trail_unique_player"
                    )
                ],
            },
        ),
        migrations.RunPython(pack_changes, migrations.RunPython.noop),
        migrations.DeleteModel(name="RatingChange"),
    ]
