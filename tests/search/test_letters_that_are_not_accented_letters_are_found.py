"""Letters that are not a letter plus an accent (ł, ı, ø, đ, ß, æ) are found
as a visitor types them on a plain keyboard (and names with an apostrophe,
typed with it or without, either apostrophe), in every search (names are
imported through the bulk importer, which writes the search column itself);
names in Cyrillic or Greek are found romanized too; the scripts of East Asia
stay as typed, so their romanization never matches inside a Latin name."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tournaments.importing import import_bundle_data
from tournaments.search import fold

PLAYERS = [
    ("l1", "Tomasz", "Pawłowski"),
    ("l2", "Oğuz", "Kılıç"),
    ("l3", "Sørine", "Christensen"),
    ("l4", "Dragan", "Đorđević"),
    ("l5", "Dmitri", "Иванов"),
    ("l6", "Taro", "山田"),
    ("l7", "Christian", "Weiß"),
    ("l8", "Shane", "O’Connor"),
    ("l9", "Darren", "O'Connor"),
]


@pytest.fixture
def names(db):
    import_bundle_data(
        {
            "format": "diplomacy-results",
            "version": 1,
            "players": [{"key": k, "first_name": f, "last_name": last} for k, f, last in PLAYERS],
        }
    )


def found(client, typed):
    response = client.get("/players/", {"q": typed})
    assert response.status_code == 200
    return [p.last_name for p in response.context["players"]]


@pytest.mark.parametrize(
    ("typed", "last_name"),
    [
        ("pawlowski", "Pawłowski"),
        ("PAWŁOWSKI", "Pawłowski"),
        ("kilic", "Kılıç"),
        ("oguz", "Kılıç"),
        ("sorine", "Christensen"),
        ("dordevic", "Đorđević"),
        ("weiss", "Weiß"),
        ("ivanov", "Иванов"),
        ("Иванов", "Иванов"),
        ("山田", "山田"),
        ("oconnor shane", "O’Connor"),
        ("o'connor shane", "O’Connor"),
        ("O’CONNOR darren", "O'Connor"),
    ],
)
def test_the_players_page_finds_them_typed_plainly(client, names, typed, last_name):
    assert found(client, typed) == [last_name]


def test_an_ideograph_s_romanization_is_not_found_inside_a_latin_name(client, names):
    assert found(client, "tian") == ["Weiß"]  # Chris-tian, not 山田 ("ShanTian")


def test_the_api_finds_them_typed_plainly_too(client, names):
    body = client.get("/api/v1/players/", {"q": "kilic"}).json()
    assert [p["last_name"] for p in body["results"]] == ["Kılıç"]


@given(st.text())
def test_typing_what_the_search_column_holds_finds_it(text):
    """fold is idempotent over any text: the folded form folds to itself."""
    assert fold(fold(text)) == fold(text)


@given(st.text(alphabet=st.characters(max_codepoint=0x2E7F)))
def test_below_east_asian_scripts_the_search_column_is_ascii(text):
    assert fold(text).isascii()
