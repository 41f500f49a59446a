"""What an import writes into the edit history.

The importer writes rows in bulk (no ``save()``, so no history signal), at
hundreds of thousands of rows a bench import. It records, in bulk too, one
history entry for each tournament and each player it creates or changes,
naming the import as the reason and the organizer as the author; the boards,
results and standings it writes are not recorded row by row (the
tournament's entry says which import replaced them). Admin edits, restores
and deletions are recorded row by row by the models themselves.
"""

from django.conf import settings
from django.db import connections, router
from django.utils import timezone
from django.utils.translation import gettext_noop

from wdd.bulk import insert_rows

from ..models import Player, Tournament

REASON_LENGTH = 100  # simple-history's history_change_reason
#: the stored reason, in English; the history page shows it in its reader's language
IMPORT_REASON = gettext_noop("import: %(files)s")


def import_reason(source: str) -> str:
    reason = IMPORT_REASON % {"files": source}
    return reason if len(reason) <= REASON_LENGTH else reason[: REASON_LENGTH - 1] + "…"


def record_import(
    source: str,
    user,
    *,
    players: tuple[list, list] = ((), ()),
    tournaments: tuple[list, list] = ((), ()),
) -> None:
    """One history entry per (created, updated) player and tournament, inserted as
    plain rows (``wdd.bulk.insert_rows``, not historical model instances): 35,000
    entries for the bench import, 1.3-1.5 s of its ~30 s."""
    if not getattr(settings, "SIMPLE_HISTORY_ENABLED", True):
        return
    reason = import_reason(source)
    author = user.pk if user is not None and user.pk else None
    model = Player.history.model
    connection = connections[router.db_for_write(model)]
    when = connection.ops.adapt_datetimefield_value(timezone.now())
    for tracked, (created, updated) in ((Player, players), (Tournament, tournaments)):
        history = tracked.history.model
        fields = list(history.tracked_fields)
        columns = [f.attname for f in fields] + [
            "history_date", "history_change_reason", "history_type", "history_user_id",
        ]  # fmt: skip
        rows = (
            tuple(f.get_prep_value(getattr(obj, f.attname)) for f in fields)
            + (when, reason, kind, author)
            for objs, kind in ((created, "+"), (updated, "~"))
            for obj in objs
        )
        insert_rows(history, columns, rows)
