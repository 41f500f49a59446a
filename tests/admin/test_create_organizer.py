"""`manage.py create_organizer` and the Organizers group."""

import pytest
from django.contrib.auth.models import Group
from django.core.management import CommandError, call_command

from tournaments.admin.organizers import ORGANIZER_GROUP, ensure_organizer_group


def test_create_organizer_makes_a_staff_user_in_the_group(django_user_model):
    call_command("create_organizer", "carol", "--password", "a-long-test-password-1")
    carol = django_user_model.objects.get(username="carol")
    assert carol.is_staff and not carol.is_superuser
    assert carol.groups.filter(name=ORGANIZER_GROUP).exists()
    assert carol.check_password("a-long-test-password-1")


def test_organizer_group_grants_what_organizers_need(db):
    group = ensure_organizer_group()
    codenames = set(group.permissions.values_list("codename", flat=True))
    assert {
        "add_tournament",
        "change_tournament",
        "delete_tournament",
        "add_board",
        "change_gameresult",
        "add_standing",
        "add_player",
        "change_player",
    } <= codenames
    assert "delete_player" not in codenames
    assert "change_circuit" not in codenames
    assert "add_onlinegame" not in codenames


def test_ensure_organizer_group_is_idempotent(db):
    first = ensure_organizer_group()
    second = ensure_organizer_group()
    assert first.pk == second.pk
    assert Group.objects.filter(name=ORGANIZER_GROUP).count() == 1


def test_create_organizer_updates_an_existing_user(django_user_model):
    django_user_model.objects.create_user("dave", password="old-long-password-1")
    call_command("create_organizer", "dave", "--password", "new-long-password-2")
    dave = django_user_model.objects.get(username="dave")
    assert dave.is_staff
    assert dave.check_password("new-long-password-2")
    assert dave.groups.filter(name=ORGANIZER_GROUP).exists()


def test_create_organizer_refuses_a_weak_password(django_user_model):
    with pytest.raises(CommandError, match="Password refused"):
        call_command("create_organizer", "erin", "--password", "123")
    assert not django_user_model.objects.filter(username="erin").exists()


def test_create_organizer_can_skip_password_validation(django_user_model):
    call_command("create_organizer", "erin", "--password", "123", "--no-validate-password")
    assert django_user_model.objects.get(username="erin").check_password("123")


def test_created_organizer_can_log_into_the_admin(client, django_user_model):
    call_command("create_organizer", "fay", "--password", "a-long-test-password-1")
    assert client.login(username="fay", password="a-long-test-password-1")
    response = client.get("/admin/tournaments/tournament/")
    assert response.status_code == 200
