import django.db.models.deletion
from django.db import migrations, models
from django.db.models import OuterRef, Subquery


def copy_the_players_names(apps, schema_editor):
    """Every stored rating row takes its player's key, and gets its name row
    (each one statement)."""
    Player = apps.get_model("tournaments", "Player")
    Rating = apps.get_model("ratings", "Rating")
    RatingName = apps.get_model("ratings", "RatingName")
    conn = schema_editor.connection
    player = Player.objects.using(conn.alias).filter(pk=OuterRef("player_id"))
    Rating.objects.using(conn.alias).update(player_key=Subquery(player.values("key")[:1]))
    qn = conn.ops.quote_name
    rating, name, people = (qn(m._meta.db_table) for m in (Rating, RatingName, Player))
    with conn.cursor() as cursor:
        cursor.execute(
            f"INSERT INTO {name} (system, category, player_id, sort_key, player_key) "
            f"SELECT r.system, r.category, r.player_id, p.sort_key, p.{qn('key')} "
            f"FROM {rating} r JOIN {people} p ON p.id = r.player_id"
        )


def refresh_sqlite_statistics(apps, schema_editor):
    """As in 0006: a database with statistics gets lines for the new indexes,
    or SQLite guesses their cost (a database without keeps the defaults)."""
    conn = schema_editor.connection
    if conn.vendor != "sqlite":
        return
    with conn.cursor() as cursor:
        cursor.execute("SELECT 1 FROM sqlite_master WHERE name = 'sqlite_stat1'")
        if cursor.fetchone():
            cursor.execute("ANALYZE ratings_rating")
            cursor.execute("ANALYZE ratings_ratingname")


class Migration(migrations.Migration):
    dependencies = [
        ("ratings", "0006_rank_index_carries_filters"),
        ("tournaments", "0010_list_orders_in_indexes"),
    ]

    operations = [
        migrations.CreateModel(
            name="RatingName",
            fields=[
                (
                    "id",
                    models.BigAutoField(
                        auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                    ),
                ),
                ("system", models.CharField(max_length=40)),
                ("category", models.CharField(max_length=40)),
                ("sort_key", models.CharField(max_length=400)),
                ("player_key", models.CharField(max_length=64)),
                (
                    "player",
                    models.ForeignKey(
                        db_constraint=False,
                        db_index=False,
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="+",
                        to="tournaments.player",
                    ),
                ),
            ],
        ),
        migrations.RemoveIndex(model_name="rating", name="rating_rank_idx"),
        migrations.AddField(
            model_name="rating",
            name="player_key",
            field=models.CharField(default="", editable=False, max_length=64),
        ),
        migrations.RunPython(copy_the_players_names, migrations.RunPython.noop),
        migrations.AddIndex(
            model_name="rating",
            index=models.Index(
                fields=["system", "category", "rank", "last_played", "events", "player_key"],
                name="rating_rank_idx",
            ),
        ),
        migrations.AddIndex(
            model_name="ratingname",
            index=models.Index(
                fields=["system", "category", "sort_key", "player_key"], name="rating_name_idx"
            ),
        ),
        migrations.AddIndex(
            model_name="ratingname",
            index=models.Index(fields=["player"], name="rating_name_player_idx"),
        ),
        migrations.AddConstraint(
            model_name="ratingname",
            constraint=models.UniqueConstraint(
                fields=("system", "category", "player"), name="rating_name_unique_player"
            ),
        ),
        migrations.RunPython(refresh_sqlite_statistics, migrations.RunPython.noop),
    ]
