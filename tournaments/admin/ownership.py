"""Who owns what, the admin's access rule.

Enforced on the server for every view, list, filter, choice and bulk action:
a superuser sees and edits everything; any other staff user (an organizer,
see ``organizers``) sees and edits only the tournaments they own and what
hangs off them (rounds, boards, results, standings), reached through
OWNER_PATHS. Players, aliases and circuits are shared: organizers may add and
correct players, never delete them. Another owner's object is simply not
found (the admin redirects with "doesn't exist"), so nothing about it leaks.
"""

from wdd.admin_site import BoundedSearchMixin

from ..models import (
    Board,
    BoardScore,
    ComputedStanding,
    CountryAward,
    Game,
    GameResult,
    Round,
    Standing,
    Tournament,
)

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


class OwnedMixin(BoundedSearchMixin):
    """get_queryset, object permissions and FK choices limited to the user's tournaments
    (and searches bounded to a few words)."""

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


class ReadOnlyMixin:
    """Rows the site computes: looked at, never typed."""

    def has_add_permission(self, request, obj=None):
        return False

    def has_change_permission(self, request, obj=None):
        return False
