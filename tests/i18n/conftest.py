"""A small site for the i18n tests: the import tests' bundle, with published scores that
have decimals (12.34 must read 12,34 in French), computed standings and ratings; and an
organizer whose admin speaks French (the language switcher's cookie)."""

from types import SimpleNamespace

import pytest
from django.conf import settings
from django.test import Client

from tests.importing.bundles import bundle
from tournaments.importing import import_bundle_data
from tournaments.models import Circuit, Player, Tournament

#: The published score of the winner of the Paris Open.
SCORE = 12.34


def i18n_bundle():
    data = bundle()
    paris = data["tournaments"][0]
    for line in paris["standings"]:
        line["score"] = SCORE if line["rank"] == 1 else 10.0 - line["rank"] / 4
    return data


@pytest.fixture
def site(db):
    import_bundle_data(i18n_bundle())
    from ratings.services import recompute_all
    from tournaments.standings import recompute_standings

    recompute_standings(None)
    recompute_all()
    return SimpleNamespace(
        paris=Tournament.objects.get(key="t1"),
        winner=Player.objects.get(key="p1"),
        circuit=Circuit.objects.get(key="c1"),
    )


@pytest.fixture
def organizer(db):
    """An organizer (staff, in the Organizers group, not a superuser)."""
    from django.contrib.auth import get_user_model

    from tournaments.admin.organizers import ensure_organizer_group

    user = get_user_model().objects.create_user("olga", is_staff=True)
    user.groups.add(ensure_organizer_group())
    return user


def client_in(user, language: str) -> Client:
    """A logged-in client whose language cookie asks for `language` (the switcher's)."""
    client = Client()
    client.force_login(user)
    client.cookies[settings.LANGUAGE_COOKIE_NAME] = language
    return client


@pytest.fixture
def french_organizer(organizer):
    return client_in(organizer, "fr")


def messages_of(response) -> list[str]:
    return [str(m) for m in response.context["messages"]] if response.context else []
