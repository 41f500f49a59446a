"""The import service itself keeps organizers to their own tournaments."""

import pytest

from tests.importing.bundles import bundle
from tournaments.importing import ImportFailed, import_bundle_data
from tournaments.models import Game, Tournament

pytestmark = pytest.mark.django_db


@pytest.fixture
def alice(django_user_model):
    return django_user_model.objects.create_user("alice", is_staff=True)


@pytest.fixture
def bob(django_user_model):
    return django_user_model.objects.create_user("bob", is_staff=True)


def organizer_bundle():
    data = bundle()
    data.pop("circuits")
    data.pop("games")
    data["tournaments"][0].pop("circuits")
    return data


def test_an_organizer_becomes_owner_of_what_they_import(alice):
    import_bundle_data(organizer_bundle(), user=alice)
    assert Tournament.objects.get(key="t1").owner == alice


def test_an_organizer_cannot_overwrite_another_owners_tournament(alice, bob):
    import_bundle_data(organizer_bundle(), user=alice)
    data = organizer_bundle()
    data["tournaments"][0]["name"] = "Hijacked"
    with pytest.raises(ImportFailed, match="tournament t1: belongs to another organizer"):
        import_bundle_data(data, user=bob)
    assert Tournament.objects.get(key="t1").name == "Paris Open"


def test_an_organizer_cannot_import_online_games(alice):
    data = organizer_bundle()
    data["games"] = bundle()["games"]
    with pytest.raises(ImportFailed, match="game g1: only administrators may import online games"):
        import_bundle_data(data, user=alice)
    assert not Game.objects.exists()
