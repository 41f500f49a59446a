"""Merging moves every row to the survivor, keeps an alias, and can be undone exactly."""

import pytest

from tests.importing.bundles import bundle
from tournaments.importing import import_bundle_data
from tournaments.models import (
    ComputedStanding,
    CountryAward,
    GameResult,
    Player,
    PlayerAlias,
    PlayerMerge,
    Standing,
)
from tournaments.players.merging import MergeRefused, merge_players, preview_merge, unmerge
from tournaments.standings import recompute_standings

pytestmark = pytest.mark.django_db

TABLES = (GameResult, Standing, ComputedStanding, CountryAward)


def snapshot():
    """Every row of the moved tables as (table, id, player key), plus players and aliases."""
    rows = {
        (model.__name__, pk, key)
        for model in TABLES
        for pk, key in model.objects.values_list("id", "player__key")
    }
    players = set(
        Player.objects.values_list("key", "first_name", "last_name", "nationality", "location")
    )
    aliases = set(PlayerAlias.objects.values_list("key", "player__key"))
    return rows, players, aliases


@pytest.fixture
def two_records():
    """t1 played by p1..p7; a second tournament t2 where "q1" (p1's duplicate) played."""
    import_bundle_data(bundle())
    data = bundle()
    data["players"] = [dict(p, key=p["key"].replace("p", "q")) for p in data["players"]]
    t = data["tournaments"][0]
    t.update(key="t2", name="Lyon Open", circuits=[])
    t["standings"] = [dict(s, player=s["player"].replace("p", "q")) for s in t["standings"]]
    for b in t["boards"]:
        for r in b["players"]:
            r["player"] = r["player"].replace("p", "q")
    data["circuits"], data["games"] = [], []
    import_bundle_data(data)
    recompute_standings(None)
    return Player.objects.get(key="p1"), Player.objects.get(key="q1")


def test_preview_counts_what_would_move(two_records):
    survivor, other = two_records
    counts = preview_merge(survivor, other)
    assert counts["game_results"] == 2
    assert counts["standings"] == 1
    assert counts["computed_standings"] == 1
    assert counts["country_awards"] == CountryAward.objects.filter(player=other).count() >= 1
    assert counts["conflicts"] == 0


def test_merge_moves_everything_and_keeps_the_key_as_an_alias(
    two_records, django_capture_on_commit_callbacks
):
    survivor, other = two_records
    moved_ids = {
        m.__name__: set(m.objects.filter(player=other).values_list("id", flat=True)) for m in TABLES
    }
    with django_capture_on_commit_callbacks() as callbacks:
        record = merge_players(survivor, other)
    assert len(callbacks) == 1  # the recompute is queued after the commit
    assert not Player.objects.filter(key="q1").exists()
    for model in TABLES:
        assert set(
            model.objects.filter(id__in=moved_ids[model.__name__]).values_list(
                "player_id", flat=True
            )
        ) <= {survivor.pk}
    assert PlayerAlias.objects.get(key="q1").player == survivor
    assert record.merged_key == "q1" and record.survivor == survivor
    assert set(record.moved["game_results"]) == moved_ids["GameResult"]
    assert (record.merged_first_name, record.merged_nationality) == ("Fïrst1", "FR")


def test_a_later_import_under_the_merged_key_lands_on_the_survivor(two_records):
    survivor, other = two_records
    merge_players(survivor, other)
    import_bundle_data(
        {
            "format": "diplomacy-results",
            "version": 1,
            "games": [
                {
                    "key": "g9",
                    "end_date": "2020-01-01",
                    "players": [
                        {"player": "q1", "power": "France", "centres": 18},
                        {"player": "p2", "power": "England", "centres": 16},
                    ],
                }
            ],
        }
    )
    assert GameResult.objects.get(game__key="g9", power="France").player == survivor
    assert not Player.objects.filter(key="q1").exists()


def test_unmerge_restores_exactly_the_rows_before_the_merge(two_records):
    survivor, other = two_records
    before = snapshot()
    record = merge_players(survivor, other)
    assert snapshot() != before
    restored = unmerge(record)
    assert restored.key == "q1"
    assert snapshot() == before
    record.refresh_from_db()
    assert record.reverted_at is not None
    with pytest.raises(MergeRefused, match="already undone"):
        unmerge(record)


def test_merge_is_refused_when_both_played_on_one_board(two_records):
    survivor = Player.objects.get(key="p1")
    other = Player.objects.get(key="p2")
    before = snapshot()
    with pytest.raises(MergeRefused, match="both played on the same board"):
        merge_players(survivor, other)
    assert snapshot() == before
    assert not PlayerMerge.objects.exists()


def test_merge_is_refused_when_both_are_in_one_tournaments_standings():
    data = bundle()
    t = data["tournaments"][0]
    t.pop("boards")
    t.pop("scoring_system")
    import_bundle_data(data)
    with pytest.raises(
        MergeRefused, match="both are in the standings of the same tournament \\(t1\\)"
    ):
        merge_players(Player.objects.get(key="p1"), Player.objects.get(key="p2"))


def test_a_player_is_not_merged_into_itself(two_records):
    survivor, _other = two_records
    with pytest.raises(MergeRefused, match="into itself"):
        merge_players(survivor, survivor)
