"""A tournament's round count following its boards.

Three kinds of input bring boards to a tournament that already exists (a
bundle's boards, pasted board rows, the pieces of a partial import), and any
of them may name a round past the count the tournament was created with.
Refusing the import would make the organizer edit the tournament first for
no gain; the count follows the boards, and the import's warnings say so.
"""

from __future__ import annotations

from django.utils.translation import gettext as _

from ..models import Tournament


def raise_rounds(tournament: Tournament, needed: int, warnings: list[str]) -> None:
    """Raise ``tournament.rounds`` to ``needed`` (saved) when its boards need
    more rounds than it has, with a warning naming the tournament."""
    if needed <= tournament.rounds:
        return
    warnings.append(
        _("tournament %(key)s: rounds raised from %(rounds)s to %(needed)s for its boards")
        % {"key": tournament.key, "rounds": tournament.rounds, "needed": needed}
    )
    tournament.rounds = needed
    tournament.save(update_fields=["rounds"])
