"""Importing the same bundle twice updates the same rows and never duplicates them."""

import json

import pytest

from tournaments.importing import import_bundle_data, import_payloads
from tournaments.models import Circuit, Game, GameResult, Player, Round, Standing, Tournament

from .bundles import bundle

pytestmark = pytest.mark.django_db


def counts():
    return [
        m.objects.count() for m in (Player, Circuit, Tournament, Round, Game, GameResult, Standing)
    ]


def test_reimporting_a_bundle_changes_nothing():
    data = bundle()
    import_bundle_data(data)
    first = counts()
    import_bundle_data(data)
    assert counts() == first == [7, 1, 1, 2, 3, 21, 7]


def test_reimport_updates_players_and_boards_by_key():
    data = bundle()
    import_bundle_data(data)
    data["players"][0]["last_name"] = "Ævarsdóttir"
    data["tournaments"][0]["boards"][0]["players"][0]["centres"] = 9
    import_bundle_data(data)
    assert Player.objects.get(key="p1").last_name == "Ævarsdóttir"
    assert GameResult.objects.filter(game__round__number=1, power="Austria").get().centres == 9
    assert Player.objects.count() == 7


def test_unicode_names_are_kept_exactly():
    data = bundle()
    data["players"][0].update(first_name="Zoë  Ŝ", last_name="Łukasz-Ñúñez 山田")
    import_payloads([("u.json", json.dumps(data, ensure_ascii=False).encode())])
    p = Player.objects.get(key="p1")
    assert (p.first_name, p.last_name) == ("Zoë  Ŝ", "Łukasz-Ñúñez 山田")


def test_a_tournament_without_boards_keeps_its_boards():
    import_bundle_data(bundle())
    data = bundle()
    del data["tournaments"][0]["boards"]
    import_bundle_data(data)
    assert Game.objects.filter(round__isnull=False).count() == 2


def test_csv_standings_replace_the_tournament_standings():
    import_bundle_data(bundle())
    csv = "rank,first_name,last_name,nationality,location\n1,Fïrst2,Låst2,FR,BE\n2,Nëw,Pläyer,DE,\n"
    import_payloads([("s.csv", csv.encode())], tournament_key="t1")
    rows = list(Standing.objects.order_by("rank").values_list("player__key", "rank"))
    assert rows[0] == ("p2", 1)
    assert len(rows) == 2
    assert Player.objects.filter(last_name="Pläyer", nationality="DE").count() == 1
    import_payloads([("s.csv", csv.encode())], tournament_key="t1")
    assert Player.objects.filter(last_name="Pläyer").count() == 1


def test_standings_store_the_dip_pouch_percentile():
    import_bundle_data(bundle())
    s = Standing.objects.get(player__key="p1")
    assert s.dip_pouch_score == pytest.approx((7 + 0.5 - 1) / 7 * 100)
