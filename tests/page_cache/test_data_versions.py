"""The data versions the page cache keys pages by: a touch bumps the named
tournaments and players and the other side of each (a tournament's players,
a player's tournaments); a touch too large to list bumps the epoch instead,
renewing every page in one write."""

from tournaments import versions
from tournaments.models import Player
from tournaments.versions import PLAYER, TOURNAMENT, DataVersion


def version(kind, pk):
    return versions.versions(kind, pk)[2]


def test_a_tournaments_field_change_renews_its_players_not_others(site):
    paris, london = site.tournaments["paris"], site.tournaments["london"]
    p1, p8 = site.players["p1"], site.players["p8"]
    before = {
        k: version(*k)
        for k in [(TOURNAMENT, paris.pk), (TOURNAMENT, london.pk), (PLAYER, p1.pk), (PLAYER, p8.pk)]
    }
    versions.touch(fields=[paris.pk])
    assert version(TOURNAMENT, paris.pk) == before[TOURNAMENT, paris.pk] + 1
    assert version(PLAYER, p1.pk) == before[PLAYER, p1.pk] + 1  # played in Paris
    assert version(PLAYER, p8.pk) == before[PLAYER, p8.pk]  # did not
    assert version(TOURNAMENT, london.pk) == before[TOURNAMENT, london.pk]


def test_a_renamed_player_renews_their_tournaments_and_the_names(site):
    p8 = site.players["p8"]
    london, paris = site.tournaments["london"], site.tournaments["paris"]
    names = versions.versions()[1]
    at_london, at_paris = version(TOURNAMENT, london.pk), version(TOURNAMENT, paris.pk)
    versions.touch(renamed=[p8.pk])
    assert versions.versions()[1] == names + 1
    assert version(TOURNAMENT, london.pk) == at_london + 1
    assert version(TOURNAMENT, paris.pk) == at_paris


def test_a_touch_of_everything_draws_a_new_epoch_in_one_write(db):
    epoch = versions.versions()[0]
    rows = DataVersion.objects.count()
    versions.touch(players=range(1, versions.EVERYTHING_ABOVE + 2))
    assert versions.versions()[0] != epoch
    assert DataVersion.objects.count() <= rows + 2  # the epoch and the names, no row a player


def test_a_saved_player_is_touched_by_the_signal(site):
    p1 = Player.objects.get(pk=site.players["p1"].pk)
    before = version(PLAYER, p1.pk)
    p1.location = "BE"
    p1.save()
    assert version(PLAYER, p1.pk) == before + 1


def test_every_touch_bumps_the_catalogue_even_one_naming_nothing(site):
    def catalogue():
        return versions.versions(versions.GLOBAL, versions.CATALOGUE)[2]

    before = catalogue()
    versions.touch(players=[site.players["p8"].pk])
    assert catalogue() == before + 1
    versions.touch()  # a circuit without events, an online game without results
    assert catalogue() == before + 2
