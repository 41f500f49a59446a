"""A name written in parts is found as visitors type it: "lefevre" finds
Le Fèvre, "vandenberg" van den Berg, "jeanpierre" Jean-Pierre, and on a
leaderboard (which matches the start of a word) "connor" finds O'Connor. The
exact-name lookups (pasted board rows, the likely-duplicates warning) still
read the name alone. Players come through the bulk importer, which writes the
search columns itself; the data migration fills them for existing rows."""

import importlib

import pytest
from django.apps import apps
from django.contrib.auth import get_user_model

from tournaments.exchange.board_rows import parse_board_rows
from tournaments.models import Player
from tournaments.players.rights import same_name_players
from tournaments.search import player_search_name, player_search_text
from tournaments.versions import versions

from .conftest import POWERS

fill = importlib.import_module("tournaments.migrations.0014_player_search_text").fill

#: (key, first name, last name); seven, to fill one board
PLAYERS = [
    ("v1", "Jean", "Le Fèvre"),
    ("v2", "Sean", "O'Connor"),
    ("v3", "Jean-Pierre", "Dupont"),
    ("v4", "Anke", "van den Berg"),
    ("v5", "Paul", "Lefebvre"),
    ("v6", "Chiara", "D’Agostino"),
    ("v7", "Leo", "Fevre"),
]


@pytest.fixture
def parts(db):
    from ratings.services import recompute_all
    from tournaments.importing import import_bundle_data
    from tournaments.standings import recompute_standings

    keys = [k for k, _f, _l in PLAYERS]
    board = [
        {"player": k, "power": p, "centres": c, "eliminated_year": 1907 if c == 0 else None}
        for k, p, c in zip(keys, POWERS, (10, 8, 6, 5, 3, 2, 0), strict=True)
    ]
    import_bundle_data(
        {
            "format": "diplomacy-results",
            "version": 1,
            "players": [
                {"key": k, "first_name": f, "last_name": last, "nationality": "FR"}
                for k, f, last in PLAYERS
            ],
            "tournaments": [
                {
                    "key": "parts-open",
                    "name": "Parts Open",
                    "start_date": "2024-05-04",
                    "end_date": "2024-05-05",
                    "country": "FR",
                    "rounds": 1,
                    "scoring_system": "sum-of-squares",
                    "boards": [{"round": 1, "board": 1, "players": board}],
                }
            ],
        }
    )
    recompute_standings()
    recompute_all()


FOUND = [
    ("lefevre", ["Le Fèvre"]),
    ("LeFevre", ["Le Fèvre"]),
    ("jean lefevre", ["Le Fèvre"]),
    ("vandenberg", ["van den Berg"]),
    ("jeanpierre", ["Dupont"]),
    ("dagostino", ["D’Agostino"]),
]


def players_page(client, typed):
    response = client.get("/players/", {"q": typed})
    assert response.status_code == 200
    return sorted(p.last_name for p in response.context["players"])


def leaderboard(client, typed):
    response = client.get("/ratings/dip-pouch/overall/", {"q": typed})
    assert response.status_code == 200
    return sorted(row.record.player.last_name for row in response.context["table"].paginated_rows)


@pytest.mark.parametrize(("typed", "last_names"), FOUND)
def test_the_players_page_finds_a_name_in_parts_typed_as_one_word(client, parts, typed, last_names):
    assert players_page(client, typed) == last_names


@pytest.mark.parametrize(
    ("typed", "last_names"), [*FOUND, ("connor", ["O'Connor"]), ("agostino", ["D’Agostino"])]
)
def test_the_leaderboard_finds_it_too_and_the_part_after_an_apostrophe(
    client, parts, typed, last_names
):
    assert leaderboard(client, typed) == last_names


@pytest.mark.parametrize("page", [players_page, leaderboard])
def test_a_name_in_one_word_is_found_typed_in_parts(client, parts, page):
    assert page(client, "le febvre") == ["Lefebvre"]
    assert page(client, "Paul Le Febvre") == ["Lefebvre"]
    assert page(client, "jean le fevre") == ["Le Fèvre"]
    assert page(client, "jean pierre") == ["Dupont"]
    assert page(client, "van den berg") == ["van den Berg"]


def test_a_leaderboard_joins_only_words_typed_next_to_each_other(client, parts):
    assert leaderboard(client, "febvre le") == []  # "febvrele" starts no name
    assert leaderboard(client, "le vre") == []  # "levre" neither; no word starts "vre"
    body = client.get("/api/v1/leaderboards/dip-pouch/overall/", {"q": "le febvre"}).json()
    assert [r["last_name"] for r in body["results"]] == ["Lefebvre"]


def test_a_leaderboard_word_still_starts_a_name_part(client, parts):
    assert leaderboard(client, "fevre") == ["Fevre", "Le Fèvre"]
    assert leaderboard(client, "evre") == []  # not inside "lefevre"
    assert leaderboard(client, "onnor") == []


def test_the_api_and_the_admin_find_it(client, parts):
    body = client.get("/api/v1/players/", {"q": "lefevre"}).json()
    assert [p["last_name"] for p in body["results"]] == ["Le Fèvre"]
    body = client.get("/api/v1/leaderboards/dip-pouch/overall/", {"q": "connor"}).json()
    assert [r["last_name"] for r in body["results"]] == ["O'Connor"]
    root = get_user_model().objects.create_superuser("root", "root@example.org", "pw-4815162342")
    client.force_login(root)
    response = client.get("/admin/tournaments/player/", {"q": "vandenberg"})
    assert [p.last_name for p in response.context["cl"].result_list] == ["van den Berg"]


def test_a_name_in_one_part_has_no_other_spelling():
    assert player_search_text("Hervé", "Lefèvre") == player_search_name("Hervé", "Lefèvre")
    assert player_search_text("Jean", "Le Fèvre") == " jean le fevre | lefevre"
    assert player_search_text("Sean", "O’Connor") == " sean oconnor | connor"


def test_exact_name_lookups_still_read_the_name_alone(parts):
    assert [p.key for p in same_name_players("jean", "LE FEVRE")] == ["v1"]
    assert same_name_players("Jean", "Lefèvre") == []  # one spelling is not another person
    rows = "round,board,power,player,centres,eliminated_year\n" + "\n".join(
        f"1,1,{power},{name},{c},{'1907' if c == 0 else ''}"
        for power, name, c in zip(
            POWERS,
            ["Jean Le Fèvre", "Sean OConnor", "Jean-Pierre DUPONT", "Anke van den Berg",
             "Paul Lefebvre", "Chiara D'Agostino", "Leo Fevre"],
            (10, 8, 6, 5, 3, 2, 0),
            strict=True,
        )
    )  # fmt: skip
    batch = parse_board_rows(rows.encode(), "pasted.csv", tournament_key="parts-open")
    pasted = [r.player for board in batch.round_boards["parts-open"] for r in board.results]
    assert pasted == [k for k, _f, _l in PLAYERS]


def test_the_migration_fills_every_player_and_empties_the_page_cache(parts):
    Player.objects.update(search_text="")
    epoch = versions()[0]
    fill(apps, None)
    assert Player.objects.get(key="v1").search_text == " jean le fevre | lefevre"
    assert Player.objects.get(key="v5").search_text == " paul lefebvre"
    assert versions()[0] != epoch
    epoch = versions()[0]
    fill(apps, None)  # up to date: nothing written, the cache kept
    assert versions()[0] == epoch
