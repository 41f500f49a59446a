"""The slugs and search names of existing rows, transliterated (``anyascii``).

Before, the folded search names and the slugs only stripped accents, so a
letter that is not a letter plus an accent stayed (search) or was dropped
(slug): "pawlowski" did not find Pawłowski, and Oğuz Kılıç's page was
``oguz-klc``. Only the rows whose columns change are written. The old slugs
still reach the pages (a wrong slug is a 301 to the right one); a new epoch
empties the page cache, whose pages link to the old slugs and answered
searches with the old names.
"""

from django.db import migrations

from tournaments.migrations._derived_columns import new_page_epoch, refill
from tournaments.models.slugs import name_slug
from tournaments.search import player_search_name, tournament_search_name


def transliterate(apps, schema_editor):
    Player = apps.get_model("tournaments", "Player")
    Tournament = apps.get_model("tournaments", "Tournament")
    Circuit = apps.get_model("tournaments", "Circuit")
    changed = refill(
        Player,
        ("first_name", "last_name"),
        {
            "slug": lambda p: name_slug(p.first_name, p.last_name),
            "search_name": lambda p: player_search_name(p.first_name, p.last_name),
        },
    )
    changed += refill(
        Tournament,
        ("name", "city"),
        {
            "slug": lambda t: name_slug(t.name),
            "search_name": lambda t: tournament_search_name(t.name, t.city),
        },
    )
    changed += refill(Circuit, ("name",), {"slug": lambda c: name_slug(c.name)})
    if changed:
        new_page_epoch(apps)


class Migration(migrations.Migration):
    dependencies = [
        ("tournaments", "0012_player_lists_covered"),
    ]

    operations = [
        migrations.RunPython(transliterate, migrations.RunPython.noop, elidable=True),
    ]
