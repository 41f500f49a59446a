"""What an import writes into the edit history.

The importer writes rows in bulk (no ``save()``, so no history signal), at
hundreds of thousands of rows a bench import. It records, in bulk too, one
history entry for each tournament and each player it creates or changes,
naming the import as the reason and the organizer as the author; the boards,
results and standings it writes are not recorded row by row (the
tournament's entry says which import replaced them). Admin edits, restores
and deletions are recorded row by row by the models themselves.
"""

from django.utils import timezone

from wdd.bulk import ORM_BATCH

from ..models import Player, Tournament

REASON_LENGTH = 100  # simple-history's history_change_reason


def import_reason(source: str) -> str:
    reason = f"import: {source}"
    return reason if len(reason) <= REASON_LENGTH else reason[: REASON_LENGTH - 1] + "…"


def record_import(
    source: str,
    user,
    *,
    players: tuple[list, list] = ((), ()),
    tournaments: tuple[list, list] = ((), ()),
) -> None:
    """One history entry per (created, updated) player and tournament, in bulk."""
    reason = import_reason(source)
    author = user if user is not None and user.pk else None
    when = timezone.now()
    for model, (created, updated) in ((Player, players), (Tournament, tournaments)):
        for rows, update in ((created, False), (updated, True)):
            if rows:
                model.history.bulk_history_create(
                    rows,
                    batch_size=ORM_BATCH,
                    update=update,
                    default_user=author,
                    default_change_reason=reason,
                    default_date=when,
                )
