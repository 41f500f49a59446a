"""Helpers of the data migrations that recompute columns derived from names
(slugs, search columns). The leading underscore keeps Django's migration
loader from taking this module for a migration."""

import secrets

BATCH = 2000


def refill(model, fields, columns) -> int:
    """Recompute ``columns`` ({column: function of the row}) from ``fields``,
    writing only the rows where one differs; returns how many were written."""
    changed = []
    for row in model.objects.only("id", *fields, *columns).iterator(chunk_size=BATCH):
        new = {column: compute(row) for column, compute in columns.items()}
        if any(getattr(row, column) != value for column, value in new.items()):
            for column, value in new.items():
                setattr(row, column, value)
            changed.append(row)
    model.objects.bulk_update(changed, list(columns), batch_size=BATCH)
    return len(changed)


def new_page_epoch(apps) -> None:
    """Empty the page cache: cached pages keep old links and old search answers."""
    DataVersion = apps.get_model("tournaments", "DataVersion")
    DataVersion.objects.update_or_create(
        kind="g", object_id=0, defaults={"version": secrets.randbits(62)}
    )
