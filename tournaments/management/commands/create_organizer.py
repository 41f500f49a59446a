"""Create (or update) an organizer: a staff user in the "Organizers" group.

    python manage.py create_organizer alice --password 'long secret' [--email a@x.org]

An organizer logs into /admin/ and edits only the tournaments they own.
Running it again for an existing user makes sure they are staff and in the
group, and sets the password if one is given.
"""

import getpass
import sys

from django.contrib.auth import get_user_model
from django.contrib.auth.password_validation import validate_password
from django.core.exceptions import ValidationError
from django.core.management.base import BaseCommand, CommandError
from django.db import transaction

from tournaments.admin.organizers import ORGANIZER_GROUP, ensure_organizer_group


class Command(BaseCommand):
    help = "Create or update an organizer (staff user in the Organizers group)."

    def add_arguments(self, parser):
        parser.add_argument("username")
        parser.add_argument("--password", help="The password (prompted for when omitted on a TTY)")
        parser.add_argument("--email", default=None)
        parser.add_argument(
            "--no-validate-password",
            action="store_true",
            help="Skip the AUTH_PASSWORD_VALIDATORS checks (e.g. for a local test account)",
        )

    def handle(self, *args, username, password, email, no_validate_password, **options):
        User = get_user_model()
        username = username.strip()
        if not username:
            raise CommandError("The username must not be empty.")
        user = User.objects.filter(**{User.USERNAME_FIELD: username}).first()
        if password is None and user is None:
            password = self._prompt_password()
        if password is not None and not no_validate_password:
            try:
                validate_password(password, user=user or User(**{User.USERNAME_FIELD: username}))
            except ValidationError as exc:
                raise CommandError("Password refused: " + " ".join(exc.messages)) from exc

        with transaction.atomic():
            group = ensure_organizer_group()
            created = user is None
            if created:
                user = User(**{User.USERNAME_FIELD: username})
            user.is_staff = True
            user.is_active = True
            if email is not None:
                user.email = email
            if password is not None:
                user.set_password(password)
            user.save()
            user.groups.add(group)

        verb = "Created" if created else "Updated"
        note = " (a superuser: sees every tournament)" if user.is_superuser else ""
        self.stdout.write(
            self.style.SUCCESS(f"{verb} organizer {username!r} in group {ORGANIZER_GROUP!r}{note}.")
        )

    def _prompt_password(self) -> str:
        if not sys.stdin.isatty():
            raise CommandError("Give --password (no terminal to prompt on).")
        first = getpass.getpass("Password: ")
        if first != getpass.getpass("Password (again): "):
            raise CommandError("The passwords do not match.")
        if not first:
            raise CommandError("The password must not be empty.")
        return first
