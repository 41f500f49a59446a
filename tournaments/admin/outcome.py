"""What an organizer is told after saving results: the top of the standings
the boards now give, and whether the ratings are up to date or pending.

Said once the edit has committed and its recompute has been queued (in-process
without a broker, so the ratings are then already updated), so the message
is about what the site shows now, not before the save.
"""

from django.contrib import messages
from django.db import transaction
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from ratings.models import TableState

from ..models import Tournament
from ..publishing import NO_SYSTEM, computed_rows

TOP = 3


def announce_outcome(request, tournament_id: int | None) -> None:
    """After this transaction commits, tell the organizer the tournament's computed top."""
    if tournament_id is None:
        return
    transaction.on_commit(lambda: _announce(request, tournament_id))


def _announce(request, tournament_id: int) -> None:
    tournament = Tournament.objects.filter(pk=tournament_id).first()
    if tournament is None:
        return
    rows, problems = computed_rows([tournament])
    ranked = rows.get(tournament.pk, [])
    if ranked:
        from ..models import Player

        top = sorted(ranked, key=lambda r: (r.rank, -r.score))[:TOP]
        names = {p.pk: str(p) for p in Player.objects.filter(pk__in=[r.player for r in top])}
        standings = (
            _("Computed standings of %(tournament)s: %(top)s.")
            % {
                "tournament": tournament,
                "top": "; ".join(f"{r.rank}. {names[r.player]} ({r.score:g})" for r in top),
            }
            + " "
            + ngettext("%(n)s player ranked.", "%(n)s players ranked.", len(ranked))
            % {"n": len(ranked)}
        )
    elif problems.get(tournament.pk) == NO_SYSTEM:
        standings = _("%(tournament)s has no scoring system: no standings are computed.") % {
            "tournament": tournament
        }
    else:
        standings = _("%(tournament)s has no boards yet: no standings are computed.") % {
            "tournament": tournament
        }
    pending = TableState.objects.filter(pending=True).exists()
    ratings = (
        _("Ratings are being updated (pending); the pages say so until they are.")
        if pending
        else _("Ratings are up to date.")
    )
    messages.info(request, f"{standings} {ratings}")
