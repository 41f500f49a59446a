"""The admin merge page: superusers only, a preview first, the merge on confirmation."""

import pytest
from django.contrib.auth import get_user_model

from tournaments.models import Player, PlayerAlias, PlayerMerge

pytestmark = [pytest.mark.django_db, pytest.mark.urls("tests.admin.merge_urls")]


@pytest.fixture
def players():
    a = Player.objects.create(
        key="wdd-1", first_name="Cyrille", last_name="Sévin", nationality="FR"
    )
    b = Player.objects.create(key="csv-2", first_name="Cyrille", last_name="Sevin")
    return a, b


def url(player):
    return f"/admin/tournaments/player/{player.pk}/merge/"


def test_a_staff_user_who_is_not_superuser_is_refused(client, players):
    user = get_user_model().objects.create_user("org", password="x", is_staff=True)
    client.force_login(user)
    assert client.get(url(players[0])).status_code == 403


def test_the_page_previews_before_merging(admin_client, players):
    survivor, other = players
    response = admin_client.get(url(survivor), {"other": "csv-2"})
    assert response.status_code == 200
    body = response.content.decode()
    assert "would move" in body and "Yes, merge them" in body
    assert Player.objects.filter(key="csv-2").exists()


def test_confirming_merges_and_redirects_to_the_survivor(admin_client, players):
    survivor, _other = players
    response = admin_client.post(url(survivor), {"other": "csv-2", "confirm": "True"})
    assert response.status_code == 302
    assert not Player.objects.filter(key="csv-2").exists()
    assert PlayerAlias.objects.get(key="csv-2").player == survivor
    assert PlayerMerge.objects.get().merged_key == "csv-2"


def test_a_post_without_confirmation_only_previews(admin_client, players):
    survivor, _other = players
    response = admin_client.post(url(survivor), {"other": "csv-2"})
    assert response.status_code == 200
    assert Player.objects.filter(key="csv-2").exists()


def test_likely_duplicates_are_suggested(admin_client, players):
    survivor, _other = players
    assert "csv-2" in admin_client.get(url(survivor)).content.decode()


def test_the_mixin_adds_the_merge_url_to_a_player_admin():
    from django.contrib import admin

    from tournaments.admin.merge import PlayerMergeAdmin, PlayerMergeAdminMixin
    from tournaments.models import PlayerMerge

    class PlayerAdmin(PlayerMergeAdminMixin, admin.ModelAdmin):
        pass

    site = admin.AdminSite(name="test")
    site.register(Player, PlayerAdmin)
    site.register(PlayerMerge, PlayerMergeAdmin)
    names = {getattr(u, "name", None) for u in site._registry[Player].get_urls()}
    assert "tournaments_player_merge" in names
