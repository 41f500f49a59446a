"""The admin: where organizers enter and correct their own tournaments.

Access rule, enforced on the server for every view, list, filter, choice and
bulk action: a superuser sees and edits everything; any other staff user (an
organizer, see `ensure_organizer_group`) sees and edits only the tournaments
they own and what hangs off them (rounds, boards, results, standings).
Players are shared: organizers may add and correct them, never delete them.
Another owner's object is simply not found (the admin redirects with
"doesn't exist"), so nothing about it leaks.
"""

from django.contrib import admin, messages
from django.contrib.admin import RelatedOnlyFieldListFilter
from django.core.exceptions import PermissionDenied
from django.db.models import Count, Sum
from django.http import HttpResponse, HttpResponseRedirect
from django.template.response import TemplateResponse
from django.urls import path, reverse
from django.utils.html import format_html, format_html_join
from django.utils.translation import gettext_lazy as _
from django.utils.translation import ngettext
from django.views.decorators.csrf import csrf_exempt
from django_countries.filters import CountryFilter

from .admin_forms import (
    BoardForm,
    CircuitAdminForm,
    GameResultForm,
    GameResultFormSet,
    GameResultInlineForm,
    ImportResultsForm,
    OnlineGameForm,
    RoundForm,
    StandingForm,
    StandingFormSet,
    StandingInlineForm,
    TournamentAdminForm,
    max_upload_bytes,
)
from .admin_merge import PlayerMergeAdmin, PlayerMergeAdminMixin
from .models import (
    Board,
    BoardScore,
    Circuit,
    ComputedStanding,
    CountryAward,
    Game,
    GameResult,
    OnlineGame,
    Player,
    PlayerAlias,
    PlayerMerge,
    Round,
    Standing,
    Tournament,
)

# --------------------------------------------------------------------------
# Organizers
# --------------------------------------------------------------------------

ORGANIZER_GROUP = "Organizers"

ALL = ("add", "change", "delete", "view")
ORGANIZER_PERMISSIONS = {
    "tournament": ALL,
    "round": ALL,
    "board": ALL,
    "gameresult": ALL,
    "standing": ALL,
    "player": ("add", "change", "view"),  # shared: never delete
    "playeralias": ("view",),
    "circuit": ("view",),  # may put their tournament in a circuit, not edit circuits
    # Computed rows: read-only; delete only so that deleting a tournament or a
    # board may cascade to them.
    "computedstanding": ("view", "delete"),
    "boardscore": ("view", "delete"),
    "countryaward": ("view", "delete"),
}


def ensure_organizer_group():
    """Create (or bring up to date) the "Organizers" group and its permissions.

    The group's permissions are managed here: this sets them to exactly
    ORGANIZER_PERMISSIONS. Ownership itself is enforced by the admin classes
    below, not by permissions.
    """
    from django.apps import apps
    from django.contrib.auth.management import create_permissions
    from django.contrib.auth.models import Group, Permission

    create_permissions(apps.get_app_config("tournaments"), verbosity=0)
    codenames = [
        f"{action}_{model}"
        for model, actions in ORGANIZER_PERMISSIONS.items()
        for action in actions
    ]
    perms = list(
        Permission.objects.filter(content_type__app_label="tournaments", codename__in=codenames)
    )
    missing = set(codenames) - {p.codename for p in perms}
    if missing:
        raise RuntimeError(f"Missing permissions (migrate first?): {', '.join(sorted(missing))}")
    group, _created = Group.objects.get_or_create(name=ORGANIZER_GROUP)
    group.permissions.set(perms)
    return group


# --------------------------------------------------------------------------
# Ownership
# --------------------------------------------------------------------------

# How each model reaches the owning user; models not listed are shared.
OWNER_PATHS = {
    Tournament: "owner",
    Round: "tournament__owner",
    Game: "round__tournament__owner",
    GameResult: "game__round__tournament__owner",
    Standing: "tournament__owner",
    ComputedStanding: "tournament__owner",
    CountryAward: "tournament__owner",
    BoardScore: "result__game__round__tournament__owner",
}


def owner_path(model):
    return OWNER_PATHS.get(model._meta.concrete_model)


def restrict_to_owner(queryset, user):
    """The part of `queryset` that `user` may see (all of it for a superuser)."""
    path_ = owner_path(queryset.model)
    if path_ is None or user.is_superuser:
        return queryset
    return queryset.filter(**{path_: user})


def user_owns(user, obj) -> bool:
    """May `user` touch `obj`? Checked against the database, not the instance."""
    if obj is None or user.is_superuser:
        return True
    path_ = owner_path(type(obj))
    if path_ is None:
        return True  # shared (players, circuits, aliases)
    if obj.pk is None:
        return False
    model = type(obj)._meta.concrete_model
    return model._base_manager.filter(pk=obj.pk, **{path_: user}).exists()


def owned_choices(model, user):
    """Foreign-key choices an organizer may pick, or None for the default."""
    if user.is_superuser:
        return None
    concrete = model._meta.concrete_model
    if concrete is Tournament:
        return Tournament.objects.filter(owner=user)
    if concrete is Round:
        return Round.objects.filter(tournament__owner=user).select_related("tournament")
    if concrete is Game:
        return Board.objects.filter(round__tournament__owner=user).select_related(
            "round__tournament"
        )
    return None


class OwnedMixin:
    """get_queryset, object permissions and FK choices limited to the user's tournaments."""

    def get_queryset(self, request):
        return restrict_to_owner(super().get_queryset(request), request.user)

    def has_view_permission(self, request, obj=None):
        return super().has_view_permission(request, obj) and user_owns(request.user, obj)

    def has_change_permission(self, request, obj=None):
        return super().has_change_permission(request, obj) and user_owns(request.user, obj)

    def has_delete_permission(self, request, obj=None):
        return super().has_delete_permission(request, obj) and user_owns(request.user, obj)

    def formfield_for_foreignkey(self, db_field, request, **kwargs):
        if "queryset" not in kwargs:
            queryset = owned_choices(db_field.related_model, request.user)
            if queryset is not None:
                kwargs["queryset"] = queryset
        return super().formfield_for_foreignkey(db_field, request, **kwargs)


class OwnedInlineMixin(OwnedMixin):
    """For inlines `obj` is the parent: the user must own it to add rows too."""

    def has_add_permission(self, request, obj=None):
        return super().has_add_permission(request, obj) and user_owns(request.user, obj)


def tournament_id_of(obj):
    """The tournament an edited row belongs to, or None (online games, players)."""
    if isinstance(obj, Tournament):
        return obj.pk
    if isinstance(obj, Round | Standing):
        return obj.tournament_id
    if isinstance(obj, Game):
        return obj.round.tournament_id if obj.round_id else None
    if isinstance(obj, GameResult):
        return tournament_id_of(obj.game)
    return None


def queue_recompute(tournament_ids):
    """Queue standings (of these tournaments) and ratings once this edit commits."""
    from ratings.tasks import schedule_recompute

    schedule_recompute(tournament_ids=sorted({i for i in tournament_ids if i is not None}))


class RecomputeMixin:
    """Admin edits of results queue the recompute, as imports do. (A deleted
    tournament's computed standings go with it: only ratings recompute.)"""

    def save_related(self, request, form, formsets, change):
        super().save_related(request, form, formsets, change)
        queue_recompute([tournament_id_of(form.instance)])

    def delete_model(self, request, obj):
        ids = [] if isinstance(obj, Tournament) else [tournament_id_of(obj)]
        super().delete_model(request, obj)
        queue_recompute(ids)

    def delete_queryset(self, request, queryset):
        ids = [tournament_id_of(o) for o in queryset if not isinstance(o, Tournament)]
        super().delete_queryset(request, queryset)
        queue_recompute(ids)


class ReadOnlyMixin:
    """Rows the site computes: looked at, never typed."""

    def has_add_permission(self, request, obj=None):
        return False

    def has_change_permission(self, request, obj=None):
        return False


# --------------------------------------------------------------------------
# Small helpers
# --------------------------------------------------------------------------


def admin_url(name: str, *args, query: str = "") -> str:
    url = reverse(f"admin:tournaments_{name}", args=args)
    return f"{url}?{query}" if query else url


def game_label(game) -> str:
    if game.round_id:
        return _("%(tournament)s, round %(round)s, board %(board)s") % {
            "tournament": game.round.tournament,
            "round": game.round.number,
            "board": game.number,
        }
    return game.key or f"game {game.pk}"


class OwnCountryFilter(CountryFilter):
    """Countries used by the rows this user may see (not by everyone's)."""

    def lookup_choices(self, changelist):
        codes = set(
            changelist.root_queryset.order_by().values_list(self.field_path, flat=True).distinct()
        )
        for code, name in self.field.get_choices(include_blank=False):
            if code in codes:
                yield code, name


class EndYearFilter(admin.SimpleListFilter):
    title = _("year")
    parameter_name = "year"

    def lookups(self, request, model_admin):
        years = model_admin.get_queryset(request).dates("end_date", "year", order="DESC")
        return [(str(d.year), str(d.year)) for d in years]

    def queryset(self, request, queryset):
        value = self.value()
        if not value:
            return queryset
        try:
            return queryset.filter(end_date__year=int(value))
        except ValueError:
            return queryset.none()


def refuse_oversized_upload(request):
    """Refuse an upload far over the limit before its body is read (413)."""
    if request.method != "POST":
        return None
    try:
        length = int(request.META.get("CONTENT_LENGTH") or 0)
    except ValueError:
        length = 0
    limit = max_upload_bytes()
    # Multipart framing and the other fields add a little; the form checks
    # each file's exact size.
    if length > limit + 64 * 1024:
        return HttpResponse(
            f"Upload refused: {length} bytes; the limit is {limit} bytes.\n",
            status=413,
            content_type="text/plain; charset=utf-8",
        )
    return None


# --------------------------------------------------------------------------
# Tournaments
# --------------------------------------------------------------------------


class RoundInline(OwnedInlineMixin, admin.TabularInline):
    model = Round
    form = RoundForm
    fields = ["number", "boards"]
    readonly_fields = ["boards"]
    ordering = ["number"]
    show_change_link = True

    def get_queryset(self, request):
        return super().get_queryset(request).annotate(board_count=Count("boards"))

    def get_extra(self, request, obj=None, **kwargs):
        return 0 if obj is not None and obj.round_set.exists() else 1

    @admin.display(description=_("boards"))
    def boards(self, obj):
        if not obj.pk:
            return "—"
        count = getattr(obj, "board_count", None)
        if count is None:
            count = obj.boards.count()
        return format_html(
            '<a href="{}">{}</a> · <a href="{}" class="addlink">{}</a> · <a href="{}">{}</a>',
            admin_url("board_changelist", query=f"round__id__exact={obj.pk}"),
            ngettext("%(n)s board", "%(n)s boards", count) % {"n": count},
            admin_url("board_add", query=f"round={obj.pk}"),
            _("add board"),
            admin_url("round_change", obj.pk),
            _("edit round and its boards"),
        )


class StandingInline(OwnedInlineMixin, admin.TabularInline):
    model = Standing
    form = StandingInlineForm
    formset = StandingFormSet
    fields = ["player", "rank", "score", "dip_pouch_score"]
    readonly_fields = ["dip_pouch_score"]
    autocomplete_fields = ["player"]
    ordering = ["rank", "id"]

    def get_queryset(self, request):
        return super().get_queryset(request).select_related("player")

    def get_extra(self, request, obj=None, **kwargs):
        return 0 if obj is not None and obj.standings.exists() else 3


@admin.register(Tournament)
class TournamentAdmin(RecomputeMixin, OwnedMixin, admin.ModelAdmin):
    form = TournamentAdminForm
    list_display = [
        "name",
        "key",
        "end_date",
        "country",
        "kind",
        "world_championship",
        "scoring_system",
        "boards_link",
    ]
    list_display_links = ["name"]
    list_filter = [
        "kind",
        "world_championship",
        ("country", OwnCountryFilter),
        "scoring_system",
        EndYearFilter,
    ]
    search_fields = ["name", "key", "city", "director"]
    autocomplete_fields = ["circuits", "owner"]
    readonly_fields = ["rounds_and_boards"]
    inlines = [RoundInline, StandingInline]
    save_on_top = True
    fieldsets = [
        (None, {"fields": ["name", "key", "kind", "event_kind", "world_championship"]}),
        (
            _("When and where"),
            {"fields": ["start_date", "end_date", "city", "country", "director"]},
        ),
        (_("Scoring"), {"fields": ["rounds", "scoring_system", "aggregation", "aggregation_n"]}),
        (_("Circuits"), {"fields": ["circuits"]}),
        (_("Owner"), {"fields": ["owner"]}),
        (_("Rounds and boards"), {"fields": ["rounds_and_boards"]}),
    ]

    def get_list_display(self, request):
        fields = list(super().get_list_display(request))
        if request.user.is_superuser:
            fields.insert(-1, "owner")
        return fields

    def get_list_filter(self, request):
        filters = list(super().get_list_filter(request))
        if request.user.is_superuser:
            filters.append(("owner", RelatedOnlyFieldListFilter))
        return filters

    def get_fieldsets(self, request, obj=None):
        fieldsets = super().get_fieldsets(request, obj)
        if request.user.is_superuser:
            return fieldsets
        return [(name, opts) for name, opts in fieldsets if "owner" not in opts["fields"]]

    def get_queryset(self, request):
        return super().get_queryset(request).select_related("owner")

    def save_model(self, request, obj, form, change):
        if not change and not request.user.is_superuser:
            obj.owner = request.user
        super().save_model(request, obj, form, change)

    @admin.display(description=_("boards"))
    def boards_link(self, obj):
        return format_html(
            '<a href="{}">{}</a>',
            admin_url("board_changelist", query=f"round__tournament__id__exact={obj.pk}"),
            _("boards"),
        )

    @admin.display(description=_("Rounds and boards"))
    def rounds_and_boards(self, obj):
        if obj is None or not obj.pk:
            return _("Save the tournament first, then add its rounds and boards.")
        rounds = list(obj.round_set.annotate(board_count=Count("boards")).order_by("number"))
        boards = sum(r.board_count for r in rounds)
        summary = format_html(
            '{} · {} · <a href="{}">{}</a> · <a href="{}" class="addlink">{}</a>',
            ngettext("%(n)s round", "%(n)s rounds", len(rounds)) % {"n": len(rounds)},
            ngettext("%(n)s board", "%(n)s boards", boards) % {"n": boards},
            admin_url("board_changelist", query=f"round__tournament__id__exact={obj.pk}"),
            _("view the boards"),
            admin_url("round_add", query=f"tournament={obj.pk}"),
            _("add a round"),
        )
        if not rounds:
            return summary
        add_links = format_html_join(
            " ",
            '<a href="{}" class="addlink">{}</a>',
            (
                (
                    admin_url("board_add", query=f"round={r.pk}"),
                    _("board in round %(n)s") % {"n": r.number},
                )
                for r in rounds
            ),
        )
        return format_html("{}<br>{} {}", summary, _("Add a"), add_links)

    # -- results upload ----------------------------------------------------

    def get_urls(self):
        info = self.opts.app_label, self.opts.model_name
        import_view = self.admin_site.admin_view(self.import_view)

        # Exempt here only so that the size check runs before the body is
        # read; admin_view's csrf_protect still checks the token.
        @csrf_exempt
        def import_entry(request, *args, **kwargs):
            return refuse_oversized_upload(request) or import_view(request, *args, **kwargs)

        return [
            path("import/", import_entry, name="{}_{}_import".format(*info)),
            *super().get_urls(),
        ]

    def import_view(self, request):
        if not self.has_add_permission(request):
            raise PermissionDenied
        if request.method == "POST":
            form = ImportResultsForm(request.POST, request.FILES, user=request.user)
            if form.is_valid():
                if self._run_import(request, form):
                    return HttpResponseRedirect(admin_url("tournament_changelist"))
            else:
                messages.error(request, _("Nothing was imported: please correct the errors below."))
        else:
            form = ImportResultsForm(user=request.user)
        context = {
            **self.admin_site.each_context(request),
            "title": _("Import results"),
            "opts": self.opts,
            "form": form,
            "max_bytes": max_upload_bytes(),
        }
        return TemplateResponse(request, "admin/tournaments/tournament/import.html", context)

    def _run_import(self, request, form) -> bool:
        try:
            from tournaments.importing import ImportFailed, import_payloads
        except ImportError as exc:
            messages.error(request, _("The import service is not available (%s).") % exc)
            return False
        try:
            report = import_payloads(
                form.payloads(),
                tournament_key=form.cleaned_data["tournament_key"] or None,
                user=request.user,
            )
        except ImportFailed as exc:
            messages.error(request, _("Nothing was imported. %(error)s") % {"error": exc})
            return False
        messages.success(request, report.summary())
        for warning in report.warnings:
            messages.warning(request, warning)
        return True


# --------------------------------------------------------------------------
# Rounds and boards
# --------------------------------------------------------------------------


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
class RoundAdmin(RecomputeMixin, OwnedMixin, admin.ModelAdmin):
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


class GameAdminBase(RecomputeMixin, OwnedMixin, admin.ModelAdmin):
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
class GameResultAdmin(RecomputeMixin, OwnedMixin, admin.ModelAdmin):
    """Every result, searchable; rows are added on their board's page."""

    form = GameResultForm
    fields = ["game_link", "player", "power", "centres", "eliminated_year"]
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
class StandingAdmin(RecomputeMixin, OwnedMixin, admin.ModelAdmin):
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


# --------------------------------------------------------------------------
# Shared: players, aliases, circuits
# --------------------------------------------------------------------------


class PlayerAliasInline(admin.TabularInline):
    model = PlayerAlias
    fields = ["key"]
    extra = 0


@admin.register(Player)
class PlayerAdmin(PlayerMergeAdminMixin, admin.ModelAdmin):
    """Shared by every organizer; merging duplicates (admin_merge) is for superusers."""

    list_display = ["last_name", "first_name", "key", "nationality", "location"]
    list_display_links = ["last_name", "first_name"]
    list_filter = [("nationality", CountryFilter), ("location", CountryFilter)]
    search_fields = ["first_name", "last_name", "key", "aliases__key"]
    fields = ["key", "first_name", "last_name", "nationality", "location", "slug"]
    readonly_fields = ["slug"]
    inlines = [PlayerAliasInline]

    def save_related(self, request, form, formsets, change):
        super().save_related(request, form, formsets, change)
        if change and {"nationality", "location"} & set(form.changed_data):
            queue_recompute([])  # the rating tables carry them, for national rankings

    def has_delete_permission(self, request, obj=None):
        # Players are shared between organizers: only a superuser deletes (or merges) them.
        return request.user.is_superuser and super().has_delete_permission(request, obj)


admin.site.register(PlayerMerge, PlayerMergeAdmin)


@admin.register(PlayerAlias)
class PlayerAliasAdmin(admin.ModelAdmin):
    list_display = ["key", "player"]
    search_fields = ["key", "player__first_name", "player__last_name", "player__key"]
    autocomplete_fields = ["player"]
    list_select_related = ["player"]


@admin.register(Circuit)
class CircuitAdmin(admin.ModelAdmin):
    form = CircuitAdminForm
    list_display = ["name", "key", "season", "best_of", "tournament_count"]
    list_filter = ["season"]
    search_fields = ["name", "key", "season"]
    readonly_fields = ["slug"]

    def get_queryset(self, request):
        return super().get_queryset(request).annotate(tournament_count=Count("tournaments"))

    @admin.display(description=_("tournaments"), ordering="tournament_count")
    def tournament_count(self, obj):
        return obj.tournament_count
