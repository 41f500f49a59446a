"""Past tables stored packed, a value a year end (``PastTable.data``) and a
value a player (``YearEnds``), instead of a row a player and year end
(``PastRating``): the stored rows are packed as they are, in their order
(rank order, ties in name order), so nothing is recomputed."""

import django.db.models.deletion
from django.db import migrations, models


def pack_past_tables(apps, schema_editor):
    import numpy as np

    from ratings.engines import ENGINES
    from ratings.engines.year_tables import pack, pack_places, places, table_dtype
    from wdd.bulk import insert_rows

    using = schema_editor.connection.alias
    PastRating = apps.get_model("ratings", "PastRating")
    PastTable = apps.get_model("ratings", "PastTable")
    YearEnds = apps.get_model("ratings", "YearEnds")
    fields = (
        "player_id", "nationality", "location", "rating", "rank", "national_rank", "events",
        "peak", "last_played", "mu", "sigma",
    )  # fmt: skip
    for system, category in (
        PastTable.objects.using(using).order_by().values_list("system", "category").distinct()
    ):
        engine = ENGINES.get(system)
        gaussian = engine.gaussian if engine is not None else False
        tables = {}
        for table in PastTable.objects.using(using).filter(system=system, category=category):
            rows = list(
                PastRating.objects.using(using)
                .filter(system=system, category=category, as_of=table.as_of)
                .order_by("id")
                .values_list(*fields)
            )
            out = np.empty(len(rows), table_dtype(gaussian))
            for i, name in enumerate(out.dtype.names):
                column = [r[i] for r in rows]
                if name == "last_played":
                    column = [d.toordinal() for d in column]
                elif name == "national_rank":
                    column = [r or 0 for r in column]
                elif name in ("nationality", "location"):
                    column = [c or "" for c in column]
                out[name] = column
            table.data = pack(out)
            table.save(update_fields=["data"])
            tables[table.as_of] = out
        insert_rows(
            YearEnds,
            ["system", "category", "player", "data"],
            ((system, category, p, pack_places(v)) for p, v in places(tables).items()),
            using=using,
        )


class Migration(migrations.Migration):
    dependencies = [
        ("ratings", "0009_trails"),
        ("tournaments", "0010_list_orders_in_indexes"),
    ]

    operations = [
        migrations.AddField(
            model_name="pasttable",
            name="data",
            field=models.BinaryField(default=bytes),
        ),
        migrations.AlterField(
            model_name="pasttable",
            name="as_of",
            field=models.DateField(help_text="The last day counted (31 December)"),
        ),
        migrations.CreateModel(
            name="YearEnds",
            fields=[
                (
                    "id",
                    models.BigAutoField(
                        auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                    ),
                ),
                ("system", models.CharField(max_length=40)),
                ("category", models.CharField(max_length=40)),
                ("data", models.BinaryField()),
                (
                    "player",
                    models.ForeignKey(
                        db_constraint=False,
                        db_index=False,
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="year_ends",
                        to="tournaments.player",
                    ),
                ),
            ],
            options={
                "constraints": [
                    models.UniqueConstraint(
                        fields=("player", "system", "category"), name="year_ends_unique_player"
                    )
                ],
            },
        ),
        migrations.RunPython(pack_past_tables, migrations.RunPython.noop),
        migrations.DeleteModel(name="PastRating"),
    ]
