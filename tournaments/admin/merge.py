"""Admin: merge a duplicate player into another, with a preview, and undo a merge.

``PlayerMergeAdminMixin`` adds `<player id>/merge/` (name
`tournaments_player_merge`) to the Player admin (``shared``, which also
registers the audit list); the page previews what would move
(`merging.preview_merge`) and merges on confirmation. Only superusers may use
it. The audit list (`PlayerMergeAdmin`) offers "Undo the selected merges".
"""

from django import forms
from django.contrib import admin, messages
from django.core.exceptions import PermissionDenied
from django.db.models import Q
from django.http import HttpResponseRedirect
from django.shortcuts import get_object_or_404
from django.template.response import TemplateResponse
from django.urls import path, reverse
from django.utils.translation import gettext_lazy as _

from ..models import Player, PlayerMerge
from ..players.duplicates import likely_duplicates, name_key
from ..players.merging import MergeRefused, conflicts, merge_players, preview_merge, unmerge


class MergeForm(forms.Form):
    other = forms.CharField(
        label=_("Duplicate to merge into this player"),
        max_length=64,
        help_text=_("The key of the duplicate record (it is deleted; its key becomes an alias)."),
    )
    confirm = forms.BooleanField(required=False, widget=forms.HiddenInput)

    def clean_other(self):
        key = self.cleaned_data["other"].strip()
        try:
            return Player.objects.get(key=key)
        except Player.DoesNotExist:
            raise forms.ValidationError(
                _("No player has the key %(key)s.") % {"key": key}
            ) from None


def _suggestions(survivor: Player) -> list[Player]:
    """Players whose names match the survivor's up to accents and case."""
    candidates = Player.objects.filter(
        Q(last_name__iexact=survivor.last_name) | Q(first_name__iexact=survivor.first_name)
    ).exclude(pk=survivor.pk)[:500]
    target = name_key(survivor.first_name, survivor.last_name)
    groups = likely_duplicates([survivor, *candidates])
    return [
        p
        for g in groups
        for p in g
        if p.pk != survivor.pk and name_key(p.first_name, p.last_name) == target
    ]


def merge_view(request, object_id, model_admin=None):
    """Preview-and-confirm merge of a duplicate (by key) into player `object_id`."""
    if not request.user.is_active or not request.user.is_superuser:
        raise PermissionDenied
    survivor = get_object_or_404(Player, pk=object_id)
    preview = problems = other = None
    form = MergeForm(request.POST or request.GET or None)
    if form.is_bound and form.is_valid():
        other = form.cleaned_data["other"]
        if other.pk == survivor.pk:
            form.add_error("other", _("A player cannot be merged into itself."))
        else:
            preview = preview_merge(survivor, other)
            problems = conflicts(survivor, other)
            if request.method == "POST" and form.cleaned_data["confirm"] and not problems:
                try:
                    record = merge_players(survivor, other, user=request.user)
                except MergeRefused as e:
                    messages.error(request, str(e))
                else:
                    messages.success(
                        request,
                        _(
                            "%(other)s (%(key)s) was merged into %(survivor)s. Undo it from the player "
                            "merges list if this was a mistake."
                        )
                        % {
                            "other": f"{record.merged_first_name} {record.merged_last_name}",
                            "key": record.merged_key,
                            "survivor": survivor,
                        },
                    )
                    return HttpResponseRedirect(
                        reverse("admin:tournaments_player_change", args=[survivor.pk])
                    )
    context = {
        **(
            model_admin.admin_site.each_context(request)
            if model_admin
            else admin.site.each_context(request)
        ),
        "title": _("Merge a duplicate into %(player)s") % {"player": survivor},
        "opts": Player._meta,
        "original": survivor,
        "survivor": survivor,
        "other": other,
        "form": form,
        "preview": preview,
        "problems": problems,
        "suggestions": _suggestions(survivor),
    }
    return TemplateResponse(request, "admin/tournaments/player/merge.html", context)


class PlayerMergeAdminMixin:
    """Adds the merge page to a Player ModelAdmin."""

    def get_urls(self):
        merge = self.admin_site.admin_view(
            lambda request, object_id: merge_view(request, object_id, self)
        )
        info = self.opts.app_label, self.opts.model_name
        return [
            path("<path:object_id>/merge/", merge, name="{}_{}_merge".format(*info)),
            *super().get_urls(),
        ]


@admin.action(description=_("Undo the selected merges"))
def undo_merges(modeladmin, request, queryset):
    if not request.user.is_superuser:
        raise PermissionDenied
    for record in queryset:
        try:
            restored = unmerge(record, user=request.user)
        except MergeRefused as e:
            messages.error(request, _("%(merge)s: %(problem)s") % {"merge": record, "problem": e})
        else:
            messages.success(
                request, _("%(player)s was recreated.") % {"player": f"{restored} ({restored.key})"}
            )


class PlayerMergeAdmin(admin.ModelAdmin):
    """The merge audit trail: read-only, superusers only, with an undo action."""

    list_display = [
        "merged_key",
        "merged_first_name",
        "merged_last_name",
        "survivor",
        "merged_by",
        "merged_at",
        "reverted_at",
    ]
    list_filter = ["merged_at", "reverted_at"]
    search_fields = ["merged_key", "merged_last_name", "survivor__key", "survivor__last_name"]
    readonly_fields = [f.name for f in PlayerMerge._meta.fields]
    actions = [undo_merges]

    def has_module_permission(self, request):
        return request.user.is_active and request.user.is_superuser

    def has_view_permission(self, request, obj=None):
        return request.user.is_active and request.user.is_superuser

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False
