"""A player's ``search_text``: the folded name and its other spellings, which
the name searches read (``tournaments.search.player_search_text``).

A name written in parts was found only as written: "lefevre" did not find
Le Fèvre, nor "jeanpierre" Jean-Pierre, and on a leaderboard (which matches
the start of a word) "connor" did not find O'Connor. ``search_name`` stays the
folded name alone, for the lookups of one exact name (pasted board rows, the
likely-duplicates warning). A new epoch empties the page cache, whose pages
answered searches without the new spellings.
"""

from django.db import migrations, models

from tournaments.migrations._derived_columns import new_page_epoch, refill
from tournaments.search import player_search_text


def fill(apps, schema_editor):
    """Most names have no other spelling: one UPDATE copies the search name
    into the empty column (0013 wrote it with today's folding), then only the
    others are written; run again, it writes nothing."""
    Player = apps.get_model("tournaments", "Player")
    Player.objects.filter(search_text="").update(search_text=models.F("search_name"))
    search_text = {"search_text": lambda p: player_search_text(p.first_name, p.last_name)}
    if refill(Player, ("first_name", "last_name"), search_text):
        new_page_epoch(apps)


class Migration(migrations.Migration):
    dependencies = [
        ("tournaments", "0013_names_transliterated"),
    ]

    operations = [
        migrations.AddField(
            model_name="player",
            name="search_text",
            field=models.CharField(default="", editable=False, max_length=255),
        ),
        migrations.RunPython(fill, migrations.RunPython.noop, elidable=True),
    ]
