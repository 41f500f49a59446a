"""A round's boards entered on one page: K blank boards, each with the seven
powers listed, a player picked by autocomplete and centres and elimination
year typed; each board is judged by the same formset as the board page
(``GameResultFormSet``), all boards are saved in one transaction, and the
organizer lands back on the tournament (or on the next round's page).
"""

from django import forms
from django.contrib import admin, messages
from django.contrib.admin.widgets import AutocompleteSelect
from django.core.exceptions import PermissionDenied
from django.db import transaction
from django.db.models import Count
from django.forms import inlineformset_factory
from django.http import HttpResponseRedirect
from django.template.response import TemplateResponse
from django.urls import path
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext

from ..board_defaults import default_game_scoring, next_board_number, power_rows
from ..models import Board, Game, GameResult, Variant
from .common import admin_url
from .outcome import announce_outcome
from .recompute import earliest_day, queue_recompute
from .result_forms import GameResultFormSet, GameResultInlineForm

MAX_BOARDS = 60
DEFAULT_BOARDS = 3


class BoardNumberForm(forms.Form):
    number = forms.IntegerField(label=gettext_lazy("board"), min_value=1, max_value=9999)


class RoundResultForm(GameResultInlineForm):
    """A row of a board on the round page: the player picked with the admin's autocomplete."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        player = self.fields["player"]
        player.widget = AutocompleteSelect(GameResult._meta.get_field("player"), admin.site)
        player.widget.choices = player.choices
        player.required = False  # an untouched row is skipped

    def clean(self):
        cleaned = super().clean()
        if self.has_changed() and cleaned.get("player") is None and "player" not in self.errors:
            self.add_error("player", _("Pick the player who played this power."))
        return cleaned


ResultFormSet = inlineformset_factory(
    Game,
    GameResult,
    form=RoundResultForm,
    formset=GameResultFormSet,
    fields=["player", "power", "centres", "eliminated_year"],
    extra=7,
    can_delete=False,
)


class BoardBlock:
    """One board of the page: its number form and its results formset."""

    def __init__(self, round_, index, number, data=None):
        prefix = f"board{index}"
        self.number = BoardNumberForm(data, prefix=f"{prefix}-meta", initial={"number": number})
        self.game = Game(round=round_, variant=Variant.CLASSIC)
        self.results = ResultFormSet(
            data, instance=self.game, prefix=prefix, initial=power_rows(Variant.CLASSIC)
        )

    @property
    def filled(self) -> bool:
        return any(f.has_changed() for f in self.results.forms)

    def is_valid(self) -> bool:
        return self.number.is_valid() & self.results.is_valid()


class RoundBoardsMixin:
    """Adds `<round id>/boards/` (``tournaments_round_boards``) to the round admin."""

    def get_urls(self):
        return [
            path(
                "<int:round_id>/boards/",
                self.admin_site.admin_view(self.round_boards_view),
                name="tournaments_round_boards",
            ),
            *super().get_urls(),
        ]

    def _count(self, request, round_) -> int:
        asked = request.POST.get("boards") or request.GET.get("boards")
        if (asked or "").isdigit():
            return max(1, min(int(asked), MAX_BOARDS))
        previous = (
            Board.objects.filter(
                round__tournament=round_.tournament_id, round__number__lt=round_.number
            )
            .values("round_id")
            .annotate(n=Count("id"))
            .order_by("-n")
            .values_list("n", flat=True)
            .first()
        )
        return previous or DEFAULT_BOARDS

    def round_boards_view(self, request, round_id):
        round_ = self.get_queryset(request).select_related("tournament").filter(pk=round_id).first()
        if round_ is None:  # not found, or another organizer's: as the admin says it
            return self._get_obj_does_not_exist_redirect(request, self.opts, str(round_id))
        if not self.has_change_permission(request, round_):
            raise PermissionDenied
        count = self._count(request, round_)
        first = next_board_number(round_)
        data = request.POST if request.method == "POST" else None
        blocks = [BoardBlock(round_, i, first + i, data) for i in range(count)]
        if data is not None:
            filled = [b for b in blocks if b.filled]
            numbers = [b.number.cleaned_data.get("number") for b in filled if b.number.is_valid()]
            valid = all([b.is_valid() for b in filled])  # every block judged, all messages shown
            valid = self._one_board_a_player(round_, filled) and valid
            taken = set(round_.boards.values_list("number", flat=True))
            for b in filled:
                n = b.number.cleaned_data.get("number") if b.number.is_valid() else None
                if n is not None and (n in taken or numbers.count(n) > 1):
                    b.number.add_error(
                        "number", _("Board %(n)s is already in this round.") % {"n": n}
                    )
                    valid = False
            if not filled:
                messages.error(
                    request, _("Nothing to save: pick the players of at least one board.")
                )
            elif valid:
                self._save_blocks(request, round_, filled)
                if "_next_round" in request.POST:
                    following = round_.tournament.round_set.filter(number=round_.number + 1).first()
                    if following is not None:
                        return HttpResponseRedirect(admin_url("round_boards", following.pk))
                return HttpResponseRedirect(admin_url("tournament_change", round_.tournament_id))
            else:
                messages.error(request, _("Nothing was saved: please correct the boards below."))
        media = self.media
        for b in blocks:
            media = media + b.results.media
        context = {
            **self.admin_site.each_context(request),
            "title": _("Boards of round %(n)s — %(tournament)s")
            % {"n": round_.number, "tournament": round_.tournament},
            "opts": self.opts,
            "round": round_,
            "tournament": round_.tournament,
            "blocks": blocks,
            "count": count,
            "existing": list(round_.boards.order_by("number")),
            "has_next_round": round_.tournament.round_set.filter(number=round_.number + 1).exists(),
            "media": media,
        }
        return TemplateResponse(request, "admin/tournaments/round/boards.html", context)

    @staticmethod
    def _one_board_a_player(round_, blocks) -> bool:
        """A player sits at one board a round: among the page's boards and the
        round's boards already saved. The problem is shown at each later seat."""
        seated = dict(
            GameResult.objects.filter(game__round=round_).values_list("player_id", "game__number")
        )
        ok = True
        for block in blocks:
            here = block.number.cleaned_data.get("number") if block.number.is_valid() else "?"
            for form in block.results.forms:
                player = getattr(form, "cleaned_data", {}).get("player")
                if player is None or not form.has_changed():
                    continue
                if player.pk in seated and seated[player.pk] != here:
                    form.add_error(
                        "player",
                        _("%(player)s already plays board %(n)s of this round.")
                        % {"player": player, "n": seated[player.pk]},
                    )
                    ok = False
                else:
                    seated[player.pk] = here
        return ok

    @transaction.atomic
    def _save_blocks(self, request, round_, blocks) -> None:
        tournament = round_.tournament
        scoring = default_game_scoring(tournament)
        before = earliest_day(tournament)  # boards it held may have had other dates
        for b in blocks:
            game = b.results.instance
            game.number = b.number.cleaned_data["number"]
            game.game_scoring = scoring
            game.end_date = tournament.end_date
            game.save()
            b.results.instance = game
            b.results.save()
        queue_recompute([tournament.pk], [before, earliest_day(tournament)])
        announce_outcome(request, tournament.pk)
        messages.success(
            request,
            ngettext(
                "%(n)s board saved in round %(round)s.",
                "%(n)s boards saved in round %(round)s.",
                len(blocks),
            )
            % {"n": len(blocks), "round": round_.number},
        )
