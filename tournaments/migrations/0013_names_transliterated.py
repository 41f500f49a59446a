"""The slugs and search names of existing rows, transliterated (``anyascii``).

Before, the folded search names and the slugs only stripped accents, so a
letter that is not a letter plus an accent stayed (search) or was dropped
(slug): "pawlowski" did not find Pawłowski, and Oğuz Kılıç's page was
``oguz-klc``. Only the rows whose columns change are written. The old slugs
still reach the pages (a wrong slug is a 301 to the right one); a new epoch
empties the page cache, whose pages link to the old slugs and answered
searches with the old names.
"""

import secrets

from django.db import migrations

from tournaments.models.slugs import name_slug
from tournaments.search import player_search_name, tournament_search_name

BATCH = 2000


def _refill(model, fields, columns):
    """Recompute ``columns`` ({column: function of the row}) from ``fields``,
    writing the rows where one differs."""
    changed = []
    for row in model.objects.only("id", *fields, *columns).iterator(chunk_size=BATCH):
        new = {column: compute(row) for column, compute in columns.items()}
        if any(getattr(row, column) != value for column, value in new.items()):
            for column, value in new.items():
                setattr(row, column, value)
            changed.append(row)
    model.objects.bulk_update(changed, list(columns), batch_size=BATCH)
    return len(changed)


def refill(apps, schema_editor):
    Player = apps.get_model("tournaments", "Player")
    Tournament = apps.get_model("tournaments", "Tournament")
    Circuit = apps.get_model("tournaments", "Circuit")
    DataVersion = apps.get_model("tournaments", "DataVersion")
    changed = _refill(
        Player,
        ("first_name", "last_name"),
        {
            "slug": lambda p: name_slug(p.first_name, p.last_name),
            "search_name": lambda p: player_search_name(p.first_name, p.last_name),
        },
    )
    changed += _refill(
        Tournament,
        ("name", "city"),
        {
            "slug": lambda t: name_slug(t.name),
            "search_name": lambda t: tournament_search_name(t.name, t.city),
        },
    )
    changed += _refill(Circuit, ("name",), {"slug": lambda c: name_slug(c.name)})
    if changed:
        DataVersion.objects.update_or_create(
            kind="g", object_id=0, defaults={"version": secrets.randbits(62)}
        )


class Migration(migrations.Migration):
    dependencies = [
        ("tournaments", "0012_player_lists_covered"),
    ]

    operations = [
        migrations.RunPython(refill, migrations.RunPython.noop, elidable=True),
    ]
