"""The tournament admin: its form, its rounds and standings inlines, and the
results upload page (the same import service as ``import_results``)."""

from django.contrib import admin, messages
from django.contrib.admin import RelatedOnlyFieldListFilter
from django.core.exceptions import PermissionDenied
from django.db.models import Count
from django.http import HttpResponseRedirect
from django.template.response import TemplateResponse
from django.urls import path
from django.utils.html import format_html, format_html_join
from django.utils.translation import gettext_lazy as _
from django.utils.translation import ngettext
from django.views.decorators.csrf import csrf_exempt

from .. import importing
from ..importing.preview import preview_payloads
from ..models import Round, Standing, Tournament
from ..pending import PendingImport
from ..publishing import publish_computed_standings
from .common import EndYearFilter, OwnCountryFilter, admin_url
from .history import HistoryAdmin
from .ownership import OwnedInlineMixin, OwnedMixin
from .recompute import RecomputeMixin
from .result_forms import RoundForm
from .search import TournamentSearchMixin
from .standing_forms import StandingFormSet, StandingInlineForm
from .tournament_forms import TournamentAdminForm
from .upload import (
    KEY_LIST_ID,
    ImportResultsForm,
    imported_message,
    imported_url,
    max_upload_bytes,
    preview_rows,
    refuse_oversized_upload,
)


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
            '<a href="{}">{}</a> · <a href="{}" class="addlink">{}</a> · '
            '<a href="{}" class="addlink">{}</a> · <a href="{}">{}</a>',
            admin_url("board_changelist", query=f"round__id__exact={obj.pk}"),
            ngettext("%(n)s board", "%(n)s boards", count) % {"n": count},
            admin_url("round_boards", obj.pk),
            _("enter boards on one page"),
            admin_url("board_add", query=f"round={obj.pk}"),
            _("add board"),
            admin_url("round_change", obj.pk),
            _("edit round"),
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
class TournamentAdmin(TournamentSearchMixin, RecomputeMixin, OwnedMixin, HistoryAdmin):
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

    actions = ["publish_computed"]

    def save_model(self, request, obj, form, change):
        if not change and not request.user.is_superuser:
            obj.owner = request.user
        super().save_model(request, obj, form, change)

    def save_related(self, request, form, formsets, change):
        super().save_related(request, form, formsets, change)
        tournament = form.instance
        if not change and not tournament.round_set.exists():
            # A new tournament gets its rounds, so its boards can be entered at once.
            for number in range(1, tournament.rounds + 1):
                Round.objects.create(tournament=tournament, number=number)

    def response_add(self, request, obj, post_url_continue=None):
        if "_addboards" in request.POST:
            first = obj.round_set.order_by("number").first()
            if first is not None:
                self.message_user(
                    request,
                    _("%(tournament)s was added with %(n)s rounds: enter the boards of round 1.")
                    % {"tournament": obj, "n": obj.round_set.count()},
                    messages.SUCCESS,
                )
                return HttpResponseRedirect(admin_url("round_boards", first.pk))
        return super().response_add(request, obj, post_url_continue)

    # -- publish the computed standings ----------------------------------------

    @admin.action(description=_("Publish the computed standings"), permissions=["change"])
    def publish_computed(self, request, queryset):
        self._report_published(request, publish_computed_standings(list(queryset), request.user))

    def publish_view(self, request, object_id):
        tournament = self.get_object(request, object_id)
        if tournament is None or request.method != "POST":
            return HttpResponseRedirect(admin_url("tournament_changelist"))
        if not self.has_change_permission(request, tournament):
            raise PermissionDenied
        self._report_published(request, publish_computed_standings([tournament], request.user))
        return HttpResponseRedirect(admin_url("tournament_change", tournament.pk))

    def _report_published(self, request, outcomes) -> None:
        for outcome in outcomes:
            if outcome.rows:
                self.message_user(
                    request,
                    ngettext(
                        "%(tournament)s: %(n)s computed placement published (ties kept).",
                        "%(tournament)s: %(n)s computed placements published (ties kept).",
                        outcome.rows,
                    )
                    % {"tournament": outcome.tournament, "n": outcome.rows},
                    messages.SUCCESS,
                )
            else:
                self.message_user(
                    request,
                    _("%(tournament)s: nothing published (%(why)s).")
                    % {"tournament": outcome.tournament, "why": _(outcome.problem)},
                    messages.WARNING,
                )

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
            return _(
                "Saving creates the rounds; “Save and add boards” then opens round 1's boards."
            )
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
            " · ",
            '<a href="{}" class="addlink">{}</a>',
            (
                (
                    admin_url("round_boards", r.pk),
                    _("round %(n)s (%(boards)s)")
                    % {
                        "n": r.number,
                        "boards": ngettext("%(n)s board", "%(n)s boards", r.board_count)
                        % {"n": r.board_count},
                    },
                )
                for r in rounds
            ),
        )
        return format_html("{}<br>{} {}", summary, _("Enter the boards of"), add_links)

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
            path(
                "import/confirm/",
                self.admin_site.admin_view(self.import_confirm_view),
                name="{}_{}_import_confirm".format(*info),
            ),
            path(
                "<path:object_id>/publish/",
                self.admin_site.admin_view(self.publish_view),
                name="{}_{}_publish".format(*info),
            ),
            *super().get_urls(),
        ]

    def import_view(self, request):
        if not self.has_add_permission(request):
            raise PermissionDenied
        if request.method == "POST":
            form = ImportResultsForm(request.POST, request.FILES, user=request.user)
            if form.is_valid():
                response = self._preview(request, form)
                if response is not None:
                    return response
            else:
                messages.error(request, _("Nothing was imported: please correct the errors below."))
        else:  # a tournament's page links here with its key
            longest = ImportResultsForm.base_fields["tournament_key"].max_length
            key = request.GET.get("tournament_key", "")[:longest]
            form = ImportResultsForm(user=request.user, initial={"tournament_key": key})
        context = {
            **self.admin_site.each_context(request),
            "title": _("Import results"),
            "opts": self.opts,
            "form": form,
            "max_bytes": max_upload_bytes(),
            "key_list_id": KEY_LIST_ID,
        }
        return TemplateResponse(request, "admin/tournaments/tournament/import.html", context)

    def _preview(self, request, form):
        """Show what the import would do; keep the files until the organizer confirms."""
        key = form.cleaned_data["tournament_key"] or ""
        preview = preview_payloads(form.payloads(), tournament_key=key or None, user=request.user)
        if not preview.ok:
            messages.error(
                request, _("Nothing would be imported. %(error)s") % {"error": preview.error}
            )
            return None
        pending = PendingImport.keep(request.user, form.payloads(), key)
        context = {
            **self.admin_site.each_context(request),
            "title": _("Import results: check before importing"),
            "opts": self.opts,
            "preview": preview,
            "rows": preview_rows(preview),
            "token": pending.token,
        }
        return TemplateResponse(
            request, "admin/tournaments/tournament/import_preview.html", context
        )

    def import_confirm_view(self, request):
        if not self.has_add_permission(request):
            raise PermissionDenied
        if request.method != "POST":
            return HttpResponseRedirect(admin_url("tournament_import"))
        pending = PendingImport.find(request.user, request.POST.get("token"))
        if pending is None:
            messages.error(
                request, _("This preview is no longer available: upload the files again.")
            )
            return HttpResponseRedirect(admin_url("tournament_import"))
        if "_cancel" in request.POST:
            pending.delete()
            messages.info(request, _("Import cancelled: nothing was written."))
            return HttpResponseRedirect(admin_url("tournament_changelist"))
        payloads, key = pending.payloads(), pending.tournament_key or None
        pending.delete()
        try:
            report = importing.import_payloads(payloads, tournament_key=key, user=request.user)
        except importing.ImportFailed as exc:
            messages.error(request, _("Nothing was imported. %(error)s") % {"error": exc})
            return HttpResponseRedirect(admin_url("tournament_import"))
        messages.success(request, imported_message(report))
        for warning in report.warnings:
            messages.warning(request, warning)
        return HttpResponseRedirect(imported_url(report))
