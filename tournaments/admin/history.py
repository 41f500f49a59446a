"""The edit history in the admin (django-simple-history): every change to a
tournament, round, board, result, standing or player, who made it and when,
with the fields that changed, on the object's "History" page.

Anyone who may see an object sees its history; only a superuser restores an
earlier version (checked on the server, not only by hiding the button), and a
restore queues the standings and ratings recompute exactly as an edit does
(``recompute``), after its transaction commits.

Change reasons are stored in English (an import's, a publication's); the page
shows them in its reader's language.
"""

from django.contrib import messages
from django.core.exceptions import PermissionDenied
from django.db import router, transaction
from django.utils.translation import gettext as _
from simple_history.admin import SimpleHistoryAdmin

from ..importing.history import IMPORT_REASON
from ..publishing import REASON as PUBLISHED
from .recompute import earliest_day, queue_recompute, tournament_id_of

_IMPORT_PREFIX = IMPORT_REASON.split("%(")[0]  # "import: "


def shown_reason(reason: str | None) -> str | None:
    """A stored change reason in the active language (others are shown as written)."""
    if reason == PUBLISHED:
        return _(PUBLISHED)
    if reason and reason.startswith(_IMPORT_PREFIX):
        return _(IMPORT_REASON) % {"files": reason[len(_IMPORT_PREFIX) :]}
    return reason


class HistoryAdmin(SimpleHistoryAdmin):
    history_list_per_page = 50

    def revert_disabled(self, request, obj=None):
        return not request.user.is_superuser

    def get_history_queryset(self, request, history_manager, pk_name, object_id):
        return (
            super()
            .get_history_queryset(request, history_manager, pk_name, object_id)
            .select_related("history_user")
        )

    def render_history_view(self, request, template, context, **kwargs):
        page = context.get("page_obj")  # the list of versions (not a version's form)
        for record in page.object_list if page is not None else ():
            record.history_change_reason = shown_reason(record.history_change_reason)
        return super().render_history_view(request, template, context, **kwargs)

    def history_form_view(self, request, object_id, version_id, extra_context=None):
        if request.method == "POST" and not request.user.is_superuser:
            raise PermissionDenied  # restoring is for superusers
        if request.method != "POST":
            return super().history_form_view(request, object_id, version_id, extra_context)
        with transaction.atomic(using=router.db_for_write(self.model)):
            current = self.model._default_manager.filter(pk=object_id).first()
            before = earliest_day(current)  # the dates it had, and will have, both count
            response = super().history_form_view(request, object_id, version_id, extra_context)
            restored = getattr(request, "_restored_object", None)
            if restored is not None:
                queue_recompute([tournament_id_of(restored)], [before, earliest_day(restored)])
                messages.info(
                    request,
                    _("Restored an earlier version; standings and ratings are being recomputed."),
                )
        return response

    def save_model(self, request, obj, form, change):
        super().save_model(request, obj, form, change)
        if request.resolver_match and request.resolver_match.url_name.endswith("_simple_history"):
            request._restored_object = obj
