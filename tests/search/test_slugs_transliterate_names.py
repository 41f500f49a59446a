"""Page addresses carry the name transliterated, not with letters dropped
(Oğuz Kılıç was ``oguz-klc``, a name in Greek no slug at all); an address
with the old slug still reaches the page, by a permanent redirect; the data
migration rewrites the slugs and search names of existing rows."""

import importlib

import pytest
from django.apps import apps

from tournaments.models import Circuit, Player, Tournament
from tournaments.versions import versions

refill = importlib.import_module("tournaments.migrations.0013_names_transliterated").transliterate

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("first", "last", "slug"),
    [
        ("Oğuz", "Kılıç", "oguz-kilic"),
        ("Tomasz", "Pawłowski", "tomasz-pawlowski"),
        ("Sørine", "Ødegård", "sorine-odegard"),
        ("Γιάννης", "Παπαδάκης", "giannis-papadakis"),
        ("Hervé", "Lefèvre", "herve-lefevre"),
    ],
)
def test_a_player_s_slug_is_the_name_transliterated(first, last, slug):
    player = Player.objects.create(key="k", first_name=first, last_name=last)
    assert player.slug == slug
    assert player.get_absolute_url() == f"/players/{player.pk}/{slug}/"


def test_the_old_slug_redirects_to_the_new_one(client):
    player = Player.objects.create(key="k", first_name="Oğuz", last_name="Kılıç")
    response = client.get(f"/players/{player.pk}/oguz-klc/", {"boards": "2"})
    assert response.status_code == 301
    assert response["Location"] == f"/players/{player.pk}/oguz-kilic/?boards=2"


def test_the_migration_rewrites_old_columns_and_empties_the_page_cache():
    player = Player.objects.create(key="k", first_name="Oğuz", last_name="Kılıç")
    event = Tournament.objects.create(
        key="t", name="Łódź Open", city="Łódź", start_date="2024-01-01", end_date="2024-01-02"
    )
    circuit = Circuit.objects.create(key="c", name="Øresund Tour")
    Player.objects.filter(pk=player.pk).update(slug="oguz-klc", search_name=" oguz kılıc")
    Tournament.objects.filter(pk=event.pk).update(slug="odz-open", search_name=" łodz open łodz")
    Circuit.objects.filter(pk=circuit.pk).update(slug="resund-tour")
    epoch = versions()[0]
    refill(apps, None)
    player.refresh_from_db()
    event.refresh_from_db()
    circuit.refresh_from_db()
    assert (player.slug, player.search_name) == ("oguz-kilic", " oguz kilic")
    assert (event.slug, event.search_name) == ("lodz-open", " lodz open lodz")
    assert circuit.slug == "oresund-tour"
    assert versions()[0] != epoch


def test_the_migration_leaves_an_up_to_date_database_and_its_cache_alone():
    Player.objects.create(key="k", first_name="Oğuz", last_name="Kılıç")
    epoch = versions()[0]
    refill(apps, None)
    assert versions()[0] == epoch
