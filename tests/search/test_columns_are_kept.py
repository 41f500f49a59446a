"""The search and collation columns follow the names: on save(), through the importer's
bulk writes (which bypass save()), and filled by the data migration for old rows."""

import importlib

from django.apps import apps

from tournaments.importing import import_bundle_data
from tournaments.models import Player, Tournament
from tournaments.search import collation_key

from .conftest import search_bundle

fill = importlib.import_module("tournaments.migrations.0006_search_and_collation_columns").fill


def test_save_keeps_the_columns(db):
    player = Player.objects.create(key="k", first_name="Hervé", last_name="Lefèvre")
    assert player.search_name == " herve lefevre"
    player.last_name = "Böhm"
    player.save()
    player.refresh_from_db()
    assert player.search_name == " herve bohm"
    assert player.sort_key == collation_key("Böhm", "Hervé")


def test_a_reimport_renaming_a_player_updates_the_columns(db):
    import_bundle_data(search_bundle(), source="one")
    bundle = search_bundle()
    bundle["players"][0]["last_name"] = "Dupré"
    bundle["tournaments"][0]["city"] = "Neuchâtel"
    import_bundle_data(bundle, source="two")
    player = Player.objects.get(key="h1")
    assert player.search_name == " herve dupre"
    assert player.sort_key == collation_key("Dupré", "Hervé")
    assert Tournament.objects.get(key="geneve").search_name == " coupe de geneve neuchatel"


def test_the_data_migration_fills_existing_rows(db):
    import_bundle_data(search_bundle(), source="one")
    Player.objects.update(search_name="", sort_key="")
    Tournament.objects.update(search_name="")
    fill(apps, None)
    player = Player.objects.get(key="h2")
    assert player.search_name == " cyrille sevin"
    assert player.sort_key == collation_key("SÉVIN", "Cyrille")
    assert Tournament.objects.get(key="geneve").search_name == " coupe de geneve zurich"
