"""The "Organizers" group: staff users who enter their own tournaments' results.

Its permissions are managed here and nowhere else: ``ensure_organizer_group``
sets them to exactly ORGANIZER_PERMISSIONS (``create_organizer`` and the demo
data call it). Which rows an organizer sees is not a permission but the
ownership rule (``ownership``).
"""

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
