"""Rounds, boards, online games, results and standings: where organizers type
results by hand (validated by ``result_forms`` and ``standing_forms`` before
the database would refuse a row), and the rows the site computes, read-only."""

from django.contrib import admin
from django.contrib.admin import RelatedOnlyFieldListFilter
from django.db.models import Count, Sum
from django.http import HttpResponseRedirect
from django.utils.html import format_html
from django.utils.translation import gettext_lazy as _

from ..board_defaults import default_game_scoring, next_board_number, power_rows
from ..models import (
    Board,
    BoardScore,
    ComputedStanding,
    CountryAward,
    GameResult,
    OnlineGame,
    Round,
    Standing,
)
from .common import admin_url, game_label
from .history import HistoryAdmin
from .ownership import OwnedInlineMixin, OwnedMixin, ReadOnlyMixin, restrict_to_owner
from .recompute import RecomputeMixin
from .result_forms import (
    BoardForm,
    BoardResultInlineForm,
    GameResultForm,
    GameResultFormSet,
    GameResultInlineForm,
    OnlineGameForm,
    RoundForm,
)
from .round_boards import RoundBoardsMixin
from .standing_forms import StandingForm


class BoardInline(OwnedInlineMixin, admin.TabularInline):
    model = Board
    form = BoardForm
    fk_name = "round"
    fields = ["number", "variant", "press", "phase_minutes", "game_scoring", "end_date", "results"]
    readonly_fields = ["results"]
    show_change_link = True
    extra = 1
    ordering = ["number"]

    def get_queryset(self, request):
        return (
            super()
            .get_queryset(request)
            .annotate(result_count=Count("results"), centres_total=Sum("results__centres"))
        )

    @admin.display(description=_("results"))
    def results(self, obj):
        if not obj.pk:
            return "—"
        return format_html(
            '<a href="{}">{}</a>',
            admin_url("board_change", obj.pk),
            _("%(players)s players, %(centres)s centres")
            % {
                "players": getattr(obj, "result_count", 0),
                "centres": getattr(obj, "centres_total", None) or 0,
            },
        )


@admin.register(Round)
class RoundAdmin(RoundBoardsMixin, RecomputeMixin, OwnedMixin, HistoryAdmin):
    form = RoundForm
    list_display = ["__str__", "tournament", "number", "board_count"]
    list_filter = [("tournament", RelatedOnlyFieldListFilter)]
    list_select_related = ["tournament"]
    search_fields = ["tournament__name", "tournament__key"]
    autocomplete_fields = ["tournament"]
    inlines = [BoardInline]
    ordering = ["-tournament__end_date", "tournament__name", "number"]

    def get_queryset(self, request):
        return super().get_queryset(request).annotate(board_count=Count("boards"))

    @admin.display(description=_("boards"), ordering="board_count")
    def board_count(self, obj):
        return obj.board_count

    def save_formset(self, request, form, formset, change):
        if formset.model is Board:
            for board in formset.save(commit=False):
                if board.end_date is None:
                    board.end_date = form.instance.tournament.end_date
                board.save()
            for board in formset.deleted_objects:
                board.delete()
            formset.save_m2m()
            return
        super().save_formset(request, form, formset, change)


class GameResultInline(OwnedInlineMixin, admin.TabularInline):
    model = GameResult
    form = GameResultInlineForm
    formset = GameResultFormSet
    fields = ["player", "power", "centres", "eliminated_year"]
    autocomplete_fields = ["player"]
    ordering = ["power"]

    def get_queryset(self, request):
        return super().get_queryset(request).select_related("player")

    def get_extra(self, request, obj=None, **kwargs):
        return 0 if obj is not None and obj.results.exists() else 7


class BoardResultInline(GameResultInline):
    """A board's results with their optional centre chart (online games have none)."""

    form = BoardResultInlineForm
    fields = ["player", "power", "centres", "eliminated_year", "centres_by_year"]


class GameAdminBase(RecomputeMixin, OwnedMixin, HistoryAdmin):
    inlines = [GameResultInline]

    def get_queryset(self, request):
        return (
            super()
            .get_queryset(request)
            .select_related("round__tournament")
            .annotate(result_count=Count("results"), centres_total=Sum("results__centres"))
        )

    @admin.display(description=_("players"), ordering="result_count")
    def players(self, obj):
        return obj.result_count

    @admin.display(description=_("centres"), ordering="centres_total")
    def centres(self, obj):
        return obj.centres_total or 0


@admin.register(Board)
class BoardAdmin(GameAdminBase):
    form = BoardForm
    inlines = [BoardResultInline]
    fields = ["round", "number", "variant", "press", "phase_minutes", "game_scoring", "end_date"]
    autocomplete_fields = ["round"]
    list_display = [
        "__str__",
        "tournament",
        "round_number",
        "number",
        "variant",
        "press",
        "players",
        "centres",
        "end_date",
    ]
    list_filter = [
        ("round__tournament", RelatedOnlyFieldListFilter),
        "variant",
        "press",
        "game_scoring",
    ]
    search_fields = ["round__tournament__name", "round__tournament__key"]
    ordering = [
        "-round__tournament__end_date",
        "round__tournament__name",
        "round__number",
        "number",
    ]

    @admin.display(description=_("tournament"), ordering="round__tournament__name")
    def tournament(self, obj):
        return obj.round.tournament

    # -- a new board starts filled in: powers, number, game scoring ------------

    def _round_from_request(self, request):
        round_id = request.GET.get("round")
        if not (round_id or "").isdigit():
            return None
        return (
            restrict_to_owner(Round.objects.select_related("tournament"), request.user)
            .filter(pk=round_id)
            .first()
        )

    def get_changeform_initial_data(self, request):
        initial = super().get_changeform_initial_data(request)
        round_ = self._round_from_request(request)
        if round_ is not None:
            initial.setdefault("number", next_board_number(round_))
            initial.setdefault("game_scoring", default_game_scoring(round_.tournament))
        return initial

    def get_formset_kwargs(self, request, obj, inline, prefix):
        kwargs = super().get_formset_kwargs(request, obj, inline, prefix)
        if isinstance(inline, GameResultInline) and (
            obj is None or not obj.pk or not obj.results.exists()
        ):
            kwargs["initial"] = power_rows(obj.variant if obj is not None else "classic")
        return kwargs

    def _back_to_tournament(self, request, obj, response):
        """After a plain save, back to the tournament the board belongs to."""
        if any(k in request.POST for k in ("_continue", "_addanother", "_popup", "_saveasnew")):
            return response
        return HttpResponseRedirect(admin_url("tournament_change", obj.round.tournament_id))

    def response_add(self, request, obj, post_url_continue=None):
        return self._back_to_tournament(
            request, obj, super().response_add(request, obj, post_url_continue)
        )

    def response_change(self, request, obj):
        return self._back_to_tournament(request, obj, super().response_change(request, obj))

    @admin.display(description=_("round"), ordering="round__number")
    def round_number(self, obj):
        return obj.round.number


@admin.register(OnlineGame)
class OnlineGameAdmin(GameAdminBase):
    """Standalone (online) games have no owner: superusers only."""

    form = OnlineGameForm
    list_display = [
        "key",
        "variant",
        "press",
        "phase_minutes",
        "game_scoring",
        "players",
        "centres",
        "end_date",
    ]
    list_filter = ["variant", "press", "game_scoring"]
    search_fields = ["key", "results__player__last_name"]
    date_hierarchy = "end_date"
    ordering = ["-end_date", "key"]


# --------------------------------------------------------------------------
# Results and standings on their own
# --------------------------------------------------------------------------


@admin.register(GameResult)
class GameResultAdmin(RecomputeMixin, OwnedMixin, HistoryAdmin):
    """Every result, searchable; rows are added on their board's page."""

    form = GameResultForm
    fields = ["game_link", "player", "power", "centres", "eliminated_year", "centres_by_year"]
    readonly_fields = ["game_link"]
    autocomplete_fields = ["player"]
    list_display = ["game_link", "player", "power", "centres", "eliminated_year"]
    list_filter = [("game__round__tournament", RelatedOnlyFieldListFilter), "power"]
    list_select_related = ["game__round__tournament", "player"]
    search_fields = [
        "player__first_name",
        "player__last_name",
        "player__key",
        "game__key",
        "game__round__tournament__name",
    ]

    def has_add_permission(self, request):
        return False

    @admin.display(description=_("game"), ordering="game")
    def game_link(self, obj):
        game = obj.game
        name = "board_change" if game.round_id else "onlinegame_change"
        return format_html('<a href="{}">{}</a>', admin_url(name, game.pk), game_label(game))


@admin.register(Standing)
class StandingAdmin(RecomputeMixin, OwnedMixin, HistoryAdmin):
    form = StandingForm
    fields = ["tournament", "player", "rank", "score", "dip_pouch_score"]
    readonly_fields = ["dip_pouch_score"]
    autocomplete_fields = ["tournament", "player"]
    list_display = ["tournament", "rank", "player", "score", "dip_pouch_score"]
    list_filter = [("tournament", RelatedOnlyFieldListFilter)]
    list_select_related = ["tournament", "player"]
    search_fields = ["player__first_name", "player__last_name", "player__key", "tournament__name"]


@admin.register(ComputedStanding)
class ComputedStandingAdmin(ReadOnlyMixin, OwnedMixin, admin.ModelAdmin):
    list_display = [
        "tournament",
        "rank",
        "player",
        "score",
        "tier",
        "wins",
        "draws",
        "games",
        "dip_pouch_score",
    ]
    list_filter = [("tournament", RelatedOnlyFieldListFilter)]
    list_select_related = ["tournament", "player"]
    search_fields = ["player__first_name", "player__last_name", "tournament__name"]


@admin.register(BoardScore)
class BoardScoreAdmin(ReadOnlyMixin, OwnedMixin, admin.ModelAdmin):
    list_display = ["result_game", "result", "player", "score", "dropped"]
    list_filter = [("result__game__round__tournament", RelatedOnlyFieldListFilter), "dropped"]
    list_select_related = ["result__game__round__tournament", "result__player"]
    search_fields = ["result__player__first_name", "result__player__last_name"]

    @admin.display(description=_("game"))
    def result_game(self, obj):
        return game_label(obj.result.game)

    @admin.display(description=_("player"))
    def player(self, obj):
        return obj.result.player


@admin.register(CountryAward)
class CountryAwardAdmin(ReadOnlyMixin, OwnedMixin, admin.ModelAdmin):
    list_display = ["tournament", "power", "player"]
    list_filter = [("tournament", RelatedOnlyFieldListFilter), "power"]
    list_select_related = ["tournament", "player"]
