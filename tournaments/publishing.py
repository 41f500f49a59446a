"""Publish the computed standings: copy what the scoring system makes of a
tournament's boards into its published standings (rank, ties included, and
score), in one transaction, instead of typing every rank twice.

The standings are computed here and now from the boards (the pure scoring
engine, as the recompute does), so what is published is what the boards say
at this moment, even while a queued recompute has not run yet. Publishing
again after a correction replaces the published standings the same way. The
tournament's history records it, and the recompute (ratings read published
standings) is queued once the transaction commits.
"""

from dataclasses import dataclass

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext_noop

from wdd.bulk import chunks, insert_rows, raw_delete

from . import versions
from .models import Standing, Tournament
from .scoring.types import Aggregation
from .standings import STANDING_COLUMNS, load_boards, percentile, score_tournament

#: the edit history's reason, stored in English (the history page translates it)
REASON = gettext_noop("published the computed standings")
NO_SYSTEM = gettext_noop("no scoring system")
NO_BOARDS = gettext_noop("no boards")


@dataclass
class Published:
    tournament: Tournament
    rows: int  # placements published; 0 when there was nothing to publish
    problem: str = ""  # why nothing was published


def computed_rows(tournaments: list[Tournament]) -> tuple[dict[int, list], dict[int, str]]:
    """tournament id -> [StandingRow, ...] from its boards, and tournament id ->
    the reason a tournament has none (no scoring system, no boards, bad rule)."""
    boards = load_boards([t.pk for t in tournaments])
    rows, problems = {}, {}
    for t in tournaments:
        if not t.scoring_system:
            problems[t.pk] = NO_SYSTEM
        elif t.pk not in boards:
            problems[t.pk] = NO_BOARDS
        else:
            try:
                result = score_tournament(
                    t.scoring_system,
                    Aggregation(t.aggregation or "system", t.aggregation_n),
                    boards[t.pk],
                )
            except (KeyError, ValueError) as e:
                problems[t.pk] = str(e)
                continue
            rows[t.pk] = result.rows
    return rows, problems


def publish_computed_standings(tournaments: list[Tournament], user=None) -> list[Published]:
    """Replace each tournament's published standings by its computed ones."""
    from ratings.tasks import schedule_recompute

    rows, problems = computed_rows(tournaments)
    done = [t for t in tournaments if t.pk in rows]
    with transaction.atomic():
        before = versions.participants(t.pk for t in done)
        for chunk in chunks([t.pk for t in done], 500):
            raw_delete(Standing.objects.filter(tournament_id__in=chunk))
        insert_rows(
            Standing,
            STANDING_COLUMNS,
            [
                (t.pk, r.player, r.rank, r.score, percentile(len(rows[t.pk]), r.rank))
                for t in done
                for r in rows[t.pk]
            ],
        )
        versions.touch(fields=[t.pk for t in done], players=before)
        if done:
            Tournament.history.bulk_history_create(
                done,
                update=True,
                default_user=user if user is not None and user.pk else None,
                default_change_reason=REASON,
                default_date=timezone.now(),
            )
            schedule_recompute(
                tournament_ids=[t.pk for t in done], since=min(t.end_date for t in done)
            )
    return [Published(t, len(rows.get(t.pk, ())), problems.get(t.pk, "")) for t in tournaments]
