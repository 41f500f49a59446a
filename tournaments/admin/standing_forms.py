"""The standings forms of the organizers' admin: a tournament's standings, one
on its own page or all of them inline.

They are apart from the board results (``result_forms``) because they obey
another rule: a tournament's standings must be a possible classification (no
rank above the players classified, ties that add up), by the same check as the
imports (``tournaments.placements``).
"""

from django import forms
from django.core.exceptions import ValidationError
from django.utils.translation import gettext_lazy as _
from django.utils.translation import ngettext

from ..models import Standing
from ..placements import impossible_ranks
from .row_forms import RowForm, SwapSafeFormSet

RANK_MESSAGES = {"min_value": _("Rank must be 1 or more (1 is the winner).")}


def placement_errors(rows) -> list[str]:
    """``tournaments.placements``' problems with ``[(player, rank), ...]``, worded
    for the organizer (the player's name, in their language)."""
    messages = []
    for problem in impossible_ranks(rows):
        values = {"player": problem.key, "rank": problem.rank, "ahead": problem.ahead}
        if problem.kind == "above-n":
            messages.append(
                ngettext(
                    "%(player)s: rank %(rank)s, but only %(players)s player is classified.",
                    "%(player)s: rank %(rank)s, but only %(players)s players are classified.",
                    problem.players,
                )
                % {**values, "players": problem.players}
            )
        elif problem.kind == "tie":
            messages.append(
                _(
                    "%(player)s: rank %(rank)s, but %(ahead)s players rank ahead (tied players "
                    "share a rank and the next rank skips their places: 1, 1, 3)."
                )
                % values
            )
        else:
            messages.append(_("%(player)s: rank %(rank)s must be 1 or more.") % values)
    return messages


class StandingForm(RowForm):
    """One standing on its own page: judged with the tournament's other
    standings (in the database) as the classification it makes."""

    rank = forms.IntegerField(label=_("rank"), min_value=1, error_messages=RANK_MESSAGES)

    class Meta:
        model = Standing
        fields = ["tournament", "player", "rank", "score"]

    def clean(self):
        cleaned = super().clean()
        if self.rows_judged_together:
            return cleaned
        tournament, player, rank = (cleaned.get(k) for k in ("tournament", "player", "rank"))
        if tournament is None or player is None or rank is None:
            return cleaned
        others = [
            (s.player, s.rank)
            for s in Standing.objects.filter(tournament=tournament)
            .exclude(pk=self.instance.pk)
            .select_related("player")
        ]
        after = placement_errors([*others, (player, rank)])
        if after:
            before = others
            if self.instance.pk and self.instance.tournament_id == tournament.pk:
                before = [*others, (self.instance.player, self.instance.rank)]
            mine = impossible_ranks([*others, (player, rank)])
            # Refuse what this edit breaks; an older problem elsewhere is not this row's.
            if not impossible_ranks(before) or any(p.key == player for p in mine):
                raise ValidationError(after)
        return cleaned


class StandingInlineForm(StandingForm):
    rows_judged_together = True

    class Meta(StandingForm.Meta):
        fields = ["player", "rank", "score"]


class StandingFormSet(SwapSafeFormSet):
    swap_fields = ("player",)

    def clean(self):
        if any(self.errors):
            return
        seen = set()
        problems = []
        ranks = []
        for form in self.forms:
            if not getattr(form, "cleaned_data", None) or self._should_delete_form(form):
                continue
            player = form.cleaned_data.get("player")
            if player is None:
                continue
            if player.pk in seen:
                problems.append(
                    _("%(player)s is listed more than once in the standings.") % {"player": player}
                )
            seen.add(player.pk)
            ranks.append((player, form.cleaned_data.get("rank")))
        if not problems:
            problems = placement_errors(ranks)
        if problems:
            raise ValidationError(problems)
        super().clean()
