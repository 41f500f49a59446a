"""What every organizer shares: players (and their aliases) and circuits.

Organizers may add players, and correct those whose every result is in their
own tournaments (``players.rights``); never delete them or change a key.
Merging duplicates (``merge``) is for superusers.
"""

from django.contrib import admin, messages
from django.db.models import Count
from django.utils.translation import gettext_lazy as _
from django_countries.filters import CountryFilter

from wdd.admin_site import BoundedSearchMixin

from ..models import Circuit, Player, PlayerAlias, PlayerMerge
from ..players.rights import last_events, players_closed_to
from .history import HistoryAdmin
from .merge import PlayerMergeAdmin, PlayerMergeAdminMixin
from .player_forms import PlayerAdminForm, describe
from .recompute import queue_recompute
from .search import PlayerSearchMixin
from .tournament_forms import CircuitAdminForm


class PlayerAliasInline(admin.TabularInline):
    model = PlayerAlias
    fields = ["key"]
    extra = 0


@admin.register(Player)
class PlayerAdmin(PlayerSearchMixin, BoundedSearchMixin, PlayerMergeAdminMixin, HistoryAdmin):
    """Shared by every organizer; merging duplicates (``merge``) is for superusers."""

    form = PlayerAdminForm
    list_display = ["last_name", "first_name", "homonym", "key", "nationality", "location"]
    list_display_links = ["last_name", "first_name"]
    list_filter = [("nationality", CountryFilter), ("location", CountryFilter)]
    search_fields = ["first_name", "last_name", "key", "aliases__key"]
    fields = ["key", "first_name", "last_name", "homonym", "nationality", "location", "slug"]
    readonly_fields = ["slug"]
    inlines = [PlayerAliasInline]

    def get_fields(self, request, obj=None):
        fields = list(super().get_fields(request, obj))
        if obj is None:
            fields = [f for f in fields if f != "slug"] + ["another_person"]
        return fields

    def get_readonly_fields(self, request, obj=None):
        readonly = list(super().get_readonly_fields(request, obj))
        if obj is not None and not request.user.is_superuser:
            readonly.append("key")  # keys are what imports match on: a superuser's
        return readonly

    def has_change_permission(self, request, obj=None):
        if not super().has_change_permission(request, obj):
            return False
        return obj is None or obj.pk not in players_closed_to(request.user, [obj.pk])

    def change_view(self, request, object_id, form_url="", extra_context=None):
        obj = self.get_object(request, object_id)
        if (
            obj is not None
            and request.method == "GET"
            and self.has_view_permission(request, obj)
            and not self.has_change_permission(request, obj)
        ):
            messages.info(
                request,
                _(
                    "%(player)s also plays in events that are not yours (or was entered by "
                    "someone else): only an administrator may change this player. Write to "
                    "one with the correction."
                )
                % {"player": obj},
            )
        return super().change_view(request, object_id, form_url, extra_context)

    # -- the player autocomplete: name, homonym, nationality, last event --------

    def autocomplete_prepare(self, players):
        self._last_events = last_events([p.pk for p in players])

    def autocomplete_text(self, player):
        return describe(player, getattr(self, "_last_events", {}).get(player.pk))

    def save_related(self, request, form, formsets, change):
        super().save_related(request, form, formsets, change)
        if change and {"nationality", "location"} & set(form.changed_data):
            # The rating rows carry them, and so do the past tables from the
            # player's first rated day on: replay from there (nothing rated: []).
            from ratings.histories import first_day

            first = first_day(form.instance.pk)
            queue_recompute([], [first] if first else [])

    def has_delete_permission(self, request, obj=None):
        # Players are shared between organizers: only a superuser deletes (or merges) them.
        return request.user.is_superuser and super().has_delete_permission(request, obj)


admin.site.register(PlayerMerge, PlayerMergeAdmin)


@admin.register(PlayerAlias)
class PlayerAliasAdmin(BoundedSearchMixin, admin.ModelAdmin):
    list_display = ["key", "player"]
    search_fields = ["key", "player__first_name", "player__last_name", "player__key"]
    autocomplete_fields = ["player"]
    list_select_related = ["player"]


@admin.register(Circuit)
class CircuitAdmin(BoundedSearchMixin, admin.ModelAdmin):
    form = CircuitAdminForm
    list_display = ["name", "key", "season", "best_of", "tournament_count"]
    list_filter = ["season"]
    search_fields = ["name", "key", "season"]
    readonly_fields = ["slug"]

    def get_queryset(self, request):
        return super().get_queryset(request).annotate(tournament_count=Count("tournaments"))

    def get_fields(self, request, obj=None):
        fields = list(super().get_fields(request, obj))
        if not self.has_change_permission(request, obj):
            # Read-only, the form's "tournaments" field would be displayed from
            # the model, where it is the reverse relation (no value to show).
            fields = [f for f in fields if f != "tournaments"] + ["tournament_list"]
        return fields

    def get_readonly_fields(self, request, obj=None):
        return [*super().get_readonly_fields(request, obj), "tournament_list"]

    @admin.display(description=_("tournaments"))
    def tournament_list(self, obj):
        if obj is None or not obj.pk:
            return "—"
        return ", ".join(obj.tournaments.order_by("-end_date").values_list("name", flat=True))

    @admin.display(description=_("tournaments"), ordering="tournament_count")
    def tournament_count(self, obj):
        return obj.tournament_count
