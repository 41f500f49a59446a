"""Named users and two organizers' tournaments, for the admin's access rules.

alice and bob are organizers (staff, in the Organizers group, not superusers);
alice owns T1, bob owns T2; `admin` is a superuser. Each tournament has one
round, one board with two results, and two standings.
"""

import datetime
from types import SimpleNamespace

import pytest
from django.test import Client

from tournaments.admin.organizers import ensure_organizer_group
from tournaments.models import Board, GameResult, Player, Round, Standing, Tournament

PASSWORD = "a-long-test-password-9431"


@pytest.fixture(autouse=True)
def admin_test_settings(request, settings):
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    if request.node.get_closest_marker("urls") is None:  # a test's own URLconf wins
        settings.ROOT_URLCONF = "tests.admin.urls"


@pytest.fixture
def organizers(db):
    return ensure_organizer_group()


def _organizer(django_user_model, organizers, username):
    user = django_user_model.objects.create_user(
        username, email=f"{username}@example.org", password=PASSWORD, is_staff=True
    )
    user.groups.add(organizers)
    return user


@pytest.fixture
def alice(django_user_model, organizers):
    return _organizer(django_user_model, organizers, "alice")


@pytest.fixture
def bob(django_user_model, organizers):
    return _organizer(django_user_model, organizers, "bob")


@pytest.fixture
def admin(django_user_model):
    return django_user_model.objects.create_superuser("admin", "admin@example.org", PASSWORD)


def _logged_in(user):
    client = Client()
    client.force_login(user)
    return client


@pytest.fixture
def alice_client(alice):
    return _logged_in(alice)


@pytest.fixture
def bob_client(bob):
    return _logged_in(bob)


@pytest.fixture
def admin_client_(admin):
    return _logged_in(admin)


@pytest.fixture
def players(db):
    names = [
        ("p-ana", "Ana", "Abreu"),
        ("p-ben", "Ben", "Birch"),
        ("p-cat", "Cat", "Cole"),
        ("p-dan", "Dan", "Dahl"),
        ("p-eva", "Eva", "Eco"),
        ("p-fox", "Fox", "Faro"),
        ("p-gus", "Gus", "Gale"),
        ("p-hal", "Hal", "Hurd"),
    ]
    return [
        Player.objects.create(key=key, first_name=first, last_name=last, nationality="FR")
        for key, first, last in names
    ]


def _tournament(owner, key, name, players):
    t = Tournament.objects.create(
        key=key,
        name=name,
        owner=owner,
        start_date=datetime.date(2024, 5, 1),
        end_date=datetime.date(2024, 5, 3),
        country="FR",
        rounds=1,
    )
    rnd = Round.objects.create(tournament=t, number=1)
    board = Board.objects.create(round=rnd, number=1, end_date=t.end_date)
    results = [
        GameResult.objects.create(game=board, player=players[0], power="France", centres=18),
        GameResult.objects.create(game=board, player=players[1], power="England", centres=16),
    ]
    standings = [
        Standing.objects.create(tournament=t, player=players[0], rank=1),
        Standing.objects.create(tournament=t, player=players[1], rank=2),
    ]
    return SimpleNamespace(
        tournament=t, round=rnd, board=board, results=results, standings=standings
    )


@pytest.fixture
def t1(alice, players):
    return _tournament(alice, "t1-alice-open", "Alice Open", players)


@pytest.fixture
def t2(bob, players):
    return _tournament(bob, "t2-bob-masters", "Bob Masters", players)
