"""Merge two records of one person, and undo it from the audit record.

`merge_players(survivor, other)` moves every result of `other` (board and game
results, published and computed standings, best-country awards) to the
survivor, keeps `other`'s key as a PlayerAlias of the survivor (so later
imports under that key land on the survivor), records a PlayerMerge with the
moved row ids, deletes `other` and queues recomputation after the commit.
Its derived rows (ratings, computed standings) are rebuilt by that recompute.

A merge is refused when both players played on the same board or both are
placed in the same tournament: one person cannot hold two places, so the
records are not the same person or the data needs fixing first.

`unmerge(merge)` recreates the merged player with its key and fields and moves
exactly the recorded rows back.

Refusals and conflicts are sentences an administrator reads in the admin, so
they are worded in the active language when they are built.
"""

from datetime import date

from django.db import transaction
from django.db.models import Count, Min
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import gettext_noop, ngettext

from .. import versions
from ..models import (
    ComputedStanding,
    CountryAward,
    GameResult,
    Player,
    PlayerAlias,
    PlayerMerge,
    Standing,
    Tournament,
)


class MergeRefused(Exception):
    """The merge (or unmerge) would be wrong; nothing was changed."""


# table label -> (model, how to reach the tournament id)
TABLES = {
    "game_results": (GameResult, "game__round__tournament_id"),
    "standings": (Standing, "tournament_id"),
    "computed_standings": (ComputedStanding, "tournament_id"),
    "country_awards": (CountryAward, "tournament_id"),
}
# rows derived from results: rebuilt by the recompute, so some may be gone at unmerge time
DERIVED = {"computed_standings", "country_awards"}
#: a table's rows in words, for the refusal of an undo (English: the label, "_" spaced)
ROWS = {
    "game_results": gettext_noop("game results"),
    "standings": gettext_noop("standings"),
    "computed_standings": gettext_noop("computed standings"),
    "country_awards": gettext_noop("country awards"),
}


def conflicts(survivor: Player, other: Player) -> list[str]:
    """Why the two cannot be one person, as sentences (empty: they can be merged)."""
    problems = []
    if survivor.pk == other.pk:
        return [_("a player cannot be merged into itself")]
    shared_boards = (
        GameResult.objects.filter(player__in=[survivor, other])
        .order_by()
        .values("game_id")
        .annotate(n=Count("player_id", distinct=True))
        .filter(n__gt=1)
    )
    boards = list(shared_boards.values_list("game_id", flat=True)[:5])
    if boards:
        problems.append(
            ngettext(
                "both played on the same board (%(count)s board, game ids %(ids)s)",
                "both played on the same board (%(count)s boards, game ids %(ids)s)",
                len(boards),
            )
            % {
                "count": f"{len(boards)}{'+' if len(boards) == 5 else ''}",
                "ids": ", ".join(map(str, boards)),
            }
        )
    same_tournament = (
        (Standing, gettext_noop("both are in the standings of the same tournament (%(keys)s)")),
        (
            ComputedStanding,
            gettext_noop("both are in the computed standings of the same tournament (%(keys)s)"),
        ),
    )
    for model, sentence in same_tournament:
        shared = (
            model.objects.filter(player__in=[survivor, other])
            .order_by()
            .values("tournament_id")
            .annotate(n=Count("player_id", distinct=True))
            .filter(n__gt=1)
            .values_list("tournament_id", flat=True)[:5]
        )
        keys = sorted(Tournament.objects.filter(pk__in=list(shared)).values_list("key", flat=True))
        if keys:
            problems.append(_(sentence) % {"keys": ", ".join(keys)})
    return problems


def preview_merge(survivor: Player, other: Player) -> dict:
    """What merging `other` into `survivor` would move: counts per table, the other
    player's aliases and tournaments, and the number of conflicts (0 = mergeable)."""
    counts = {
        label: model.objects.filter(player=other).count() for label, (model, _t) in TABLES.items()
    }
    counts["aliases"] = PlayerAlias.objects.filter(player=other).count() + 1  # + its own key
    counts["tournaments"] = len(_tournament_ids(other))
    counts["conflicts"] = len(conflicts(survivor, other))
    return counts


def _earliest_day(player: Player):
    """The earliest end date of anything the player played (their standings'
    tournaments, their games): where merging or unmerging them changes the
    ratings from. ``date.max`` when there is nothing."""
    days = [
        Standing.objects.filter(player=player).aggregate(d=Min("tournament__end_date"))["d"],
        ComputedStanding.objects.filter(player=player).aggregate(d=Min("tournament__end_date"))[
            "d"
        ],
        GameResult.objects.filter(player=player).aggregate(d=Min("game__end_date"))["d"],
    ]
    days = [d for d in days if d is not None]
    return min(days) if days else date.max


def _tournament_ids(player: Player) -> set[int]:
    ids: set[int] = set()
    for model, path in TABLES.values():
        ids.update(
            t
            for t in model.objects.filter(player=player).values_list(path, flat=True)
            if t is not None
        )
    return ids


def merge_players(survivor: Player, other: Player, user=None) -> PlayerMerge:
    """Merge `other` into `survivor`; MergeRefused (nothing changed) when they conflict."""
    from ratings.tasks import schedule_recompute

    with transaction.atomic():
        locked = {
            p.pk: p
            for p in Player.objects.select_for_update().filter(pk__in=[survivor.pk, other.pk])
        }
        if survivor.pk not in locked or other.pk not in locked:
            raise MergeRefused(_("one of the players no longer exists"))
        survivor, other = locked[survivor.pk], locked[other.pk]
        problems = conflicts(survivor, other)
        if problems:
            raise MergeRefused(
                _("cannot merge %(other)s (%(other_key)s) into %(survivor)s (%(key)s): %(why)s")
                % {
                    "other": other,
                    "other_key": other.key,
                    "survivor": survivor,
                    "key": survivor.key,
                    "why": "; ".join(problems),
                }
            )
        tournament_ids = _tournament_ids(other)
        since = _earliest_day(other)
        moved: dict[str, list[int]] = {}
        for label, (model, _path) in TABLES.items():
            ids = sorted(model.objects.filter(player=other).values_list("id", flat=True))
            model.objects.filter(id__in=ids).update(player=survivor)
            moved[label] = ids
        alias_ids = sorted(PlayerAlias.objects.filter(player=other).values_list("id", flat=True))
        PlayerAlias.objects.filter(id__in=alias_ids).update(player=survivor)
        moved["aliases"] = alias_ids
        # earlier merges into `other` now undo into the survivor
        earlier = sorted(PlayerMerge.objects.filter(survivor=other).values_list("id", flat=True))
        PlayerMerge.objects.filter(id__in=earlier).update(survivor=survivor)
        moved["merges"] = earlier
        record = PlayerMerge.objects.create(
            survivor=survivor,
            merged_key=other.key,
            merged_first_name=other.first_name,
            merged_last_name=other.last_name,
            merged_nationality=other.nationality.code or "",
            merged_location=other.location.code or "",
            moved=moved,
            merged_by=user if getattr(user, "pk", None) else None,
        )
        key, other_pk = other.key, other.pk
        other.delete()  # its derived ratings go with it; the recompute rebuilds them
        PlayerAlias.objects.create(key=key, player=survivor)
        ids = sorted(tournament_ids)
        versions.touch(tournaments=ids, players=[survivor.pk, other_pk])
        transaction.on_commit(lambda: schedule_recompute(tournament_ids=ids, since=since))
    return record


def unmerge(merge: PlayerMerge, user=None) -> Player:
    """Undo a merge: recreate the merged player with its key and move the recorded rows back."""
    from ratings.tasks import schedule_recompute

    with transaction.atomic():
        merge = PlayerMerge.objects.select_for_update().get(pk=merge.pk)
        if merge.reverted_at is not None:
            raise MergeRefused(
                _("this merge was already undone on %(when)s")
                % {"when": f"{merge.reverted_at:%Y-%m-%d %H:%M}"}
            )
        survivor = merge.survivor
        if survivor is None:
            raise MergeRefused(
                _("the surviving player no longer exists: this merge cannot be undone")
            )
        if Player.objects.filter(key=merge.merged_key).exists():
            raise MergeRefused(
                _("a player with key %(key)s exists again: cannot recreate it")
                % {"key": repr(merge.merged_key)}
            )
        moved = merge.moved or {}
        for label in TABLES:
            if label in DERIVED:
                continue
            ids = moved.get(label, [])
            model = TABLES[label][0]
            present = model.objects.filter(id__in=ids, player=survivor).count()
            if present != len(ids):
                rows = _(ROWS[label]) if label in ROWS else label.replace("_", " ")
                raise MergeRefused(
                    _(
                        "%(changed)s of the %(moved)s moved %(rows)s have changed since the "
                        "merge (re-imported or edited): undo by hand"
                    )
                    % {"changed": len(ids) - present, "moved": len(ids), "rows": rows}
                )
        PlayerAlias.objects.filter(key=merge.merged_key, player=survivor).delete()
        restored = Player.objects.create(
            key=merge.merged_key,
            first_name=merge.merged_first_name,
            last_name=merge.merged_last_name,
            nationality=merge.merged_nationality,
            location=merge.merged_location,
        )
        for label, (model, _path) in TABLES.items():
            model.objects.filter(id__in=moved.get(label, []), player=survivor).update(
                player=restored
            )
        PlayerAlias.objects.filter(id__in=moved.get("aliases", []), player=survivor).update(
            player=restored
        )
        PlayerMerge.objects.filter(id__in=moved.get("merges", []), survivor=survivor).update(
            survivor=restored
        )
        merge.reverted_at = timezone.now()
        merge.reverted_by = user if getattr(user, "pk", None) else None
        merge.save(update_fields=["reverted_at", "reverted_by"])
        ids = sorted(_tournament_ids(restored))
        since = _earliest_day(restored)
        versions.touch(tournaments=ids, players=[survivor.pk, restored.pk])
        transaction.on_commit(lambda: schedule_recompute(tournament_ids=ids, since=since))
    return restored
