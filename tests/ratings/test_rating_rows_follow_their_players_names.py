"""The rating rows carry their player's key, and each has a name row with the
player's collation key and key (a table sorted by name walks its own index):
rows a recompute writes take them, and a rename or a new key reaches the rows
at once, through the admin's save or an import, without waiting for a
recompute."""

import pytest

from ratings.models import Rating, RatingName
from ratings.services import recompute_all
from tests.ratings.builders import bundle, player, tournament
from tournaments.importing import import_bundle_data
from tournaments.models import Player

pytestmark = pytest.mark.django_db


def names_bundle(**renamed) -> dict:
    people = [
        player("nm-1", "FR", first="Émile", last="Zola"),
        player("nm-2", "DE", first="Ångström", last="Anders"),
        player("nm-3", "GB", first="Bob", last="Byrne"),
        player("nm-4", "US", first="Ann", last="Lefèvre"),
    ]
    for p in people:
        p.update(renamed.get(p["key"], {}))
    ranking = [("nm-1", 1), ("nm-2", 2), ("nm-3", 3), ("nm-4", 4)]
    return bundle(people, [tournament("nm-2015", "2015-06-01", ranking)])


def carried() -> dict:
    """{(system, category, player): (sort key, key)} of the name rows, with
    the rating rows' own key beside them."""
    keys = {(r.system, r.category, r.player_id): r.player_key for r in Rating.objects.all()}
    names = {
        (n.system, n.category, n.player_id): (n.sort_key, n.player_key)
        for n in RatingName.objects.all()
    }
    assert set(names) == set(keys)
    return {row: (*names[row], keys[row]) for row in keys}


def expected() -> dict:
    players = {p.pk: (p.sort_key, p.key, p.key) for p in Player.objects.all()}
    return {row: players[row[2]] for row in carried()}


@pytest.fixture
def rated():
    import_bundle_data(names_bundle())
    recompute_all()
    assert Rating.objects.count() >= 4


def test_rows_written_by_a_recompute_carry_the_names(rated):
    assert carried() == expected()
    assert all(sort_key for sort_key, _, _ in carried().values())


def test_a_rename_in_the_admin_reaches_the_rows(rated):
    zola = Player.objects.get(key="nm-1")
    zola.last_name = "Aaronson"
    zola.key = "nm-1-new"
    zola.save()
    assert carried() == expected()
    assert {r.player_key for r in Rating.objects.filter(player=zola)} == {"nm-1-new"}
    names = RatingName.objects.filter(player=zola)
    assert {(n.sort_key, n.player_key) for n in names} == {(zola.sort_key, "nm-1-new")}


def test_a_rename_by_import_reaches_the_rows(rated):
    import_bundle_data(names_bundle(**{"nm-3": {"last_name": "Aalto"}}))  # no recompute yet
    assert carried() == expected()
    byrne = Player.objects.get(key="nm-3")
    assert byrne.last_name == "Aalto"
    assert {n.sort_key for n in RatingName.objects.filter(player=byrne)} == {byrne.sort_key}


def test_the_name_order_follows_the_rename(client, rated):
    Player.objects.get(key="nm-1").save()  # no change: nothing moves
    before = names_in_order(client)
    zola = Player.objects.get(key="nm-1")
    zola.last_name = "Aaronson"
    zola.save()
    after = names_in_order(client)
    assert before[-1] == "Zola" and after[0] == "Aaronson"


def names_in_order(client) -> list[str]:
    response = client.get("/ratings/dip-pouch/overall/", {"sort": "name"})
    return [row.record.player.last_name for row in response.context["table"].page.object_list]
