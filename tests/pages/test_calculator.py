"""The calculator scores a typed board under every system, and validates it."""

import html
import re

import pytest
from django.urls import reverse

from tournaments.scoring import SYSTEMS, Position

from .helpers import calculator_query, text

pytestmark = pytest.mark.django_db

BOARD = {
    "Austria": (10, None),
    "England": (8, None),
    "France": (6, None),
    "Germany": (4, None),
    "Italy": (3, None),
    "Russia": (3, None),
    "Turkey": (0, 1905),
}


def calculate(client, board, system="squares-daanz", kind=None):
    path = reverse("scoring-system-detail", args=[system])
    query = calculator_query(board)
    if kind is not None:
        query["kind"] = kind
    return client.get(path, query)


def test_it_scores_the_board_under_every_system(client, db):
    response = calculate(client, BOARD, kind="all")
    results = response.context["results"]
    assert sorted(r["slug"] for r in results) == sorted(SYSTEMS)
    positions = [Position(p, p, c, y) for p, (c, y) in BOARD.items()]
    for row in results:
        assert row["scores"] == pytest.approx(SYSTEMS[row["slug"]].score_game(positions))
    squares = next(r for r in results if r["slug"] == "squares-daanz")
    assert squares["scores"][0] == pytest.approx(100 * 100 / 234)
    assert squares["total"] == pytest.approx(100)
    page = text(response)
    assert "42.74" in page  # 10^2 / 234 * 100
    assert '<tr class="current">' in page  # the page's own system is highlighted


def test_every_system_comes_under_its_kind_in_the_wdd_order(client, db):
    results = calculate(client, BOARD, kind="all").context["results"]
    kinds = list(dict.fromkeys(r["kind"] for r in results))
    assert kinds == ["Rank", "Center Count", "Rank + Center Count", "Draw"]
    assert all(SYSTEMS[r["slug"]].kind == r["kind"] for r in results)
    page = text(calculate(client, BOARD, kind="all"))
    assert page.count('<tr class="kind">') == 4  # a heading row a kind


def test_by_default_it_shows_the_systems_of_the_page_s_own_kind(client, db):
    response = calculate(client, BOARD, system="maxonian")
    slugs = [r["slug"] for r in response.context["results"]]
    expected = [slug for slug, s in SYSTEMS.items() if s.kind == "Rank + Center Count"]
    assert sorted(slugs) == sorted(expected) and "maxonian" in slugs
    assert response.context["form"]["kind"].value() == "rank-center-count"
    assert '<tr class="kind">' not in text(response)  # one kind: no heading rows


def test_another_kind_can_be_chosen(client, db):
    results = calculate(client, BOARD, system="maxonian", kind="rank").context["results"]
    assert [r["slug"] for r in results] == ["solos"]


def test_an_unknown_kind_is_refused(client, db):
    response = calculate(client, BOARD, kind="best-of-all")
    assert response.context["results"] is None
    assert "best-of-all is not one of the available choices" in text(response)


def test_a_system_s_link_in_the_results_keeps_the_board(client, db):
    page = text(calculate(client, BOARD, kind="all"))
    link = re.search(r'href="(/systems/scoring/carnage/\?[^"#]*)#calculator"', page)[1]
    follow = client.get(html.unescape(link))
    assert follow.context["form"]["austria_centres"].value() == "10"
    assert [r["slug"] for r in follow.context["results"]] == [
        r["slug"] for r in calculate(client, BOARD, kind="all").context["results"]
    ]


def test_a_solo_board_gives_the_soloist_everything_under_draw_size(client, db):
    solo = {
        **BOARD,
        "Austria": (18, None),
        "England": (8, None),
        "France": (4, None),
        "Germany": (2, None),
        "Italy": (1, None),
        "Russia": (1, None),
    }
    results = calculate(client, solo, kind="draw").context["results"]
    dss = next(r for r in results if r["slug"] == "draw-size")
    assert dss["scores"] == [100, 0, 0, 0, 0, 0, 0]


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"Austria": (35, None)}, "less than or equal to 34"),
        ({"Austria": (-1, None)}, "greater than or equal to 0"),
        ({"Austria": (20, None)}, "The board holds 44 centres"),
        ({"Turkey": (2, 1905)}, "Turkey is eliminated, so it holds 0 centres."),
        ({"Turkey": (0, 1850)}, "greater than or equal to 1901"),
    ],
)
def test_it_rejects_impossible_boards(client, db, change, message):
    response = calculate(client, {**BOARD, **change})
    assert response.status_code == 200
    assert response.context["results"] is None
    assert message in text(response)


def test_a_board_with_no_centres_at_all_is_rejected(client, db):
    empty = {p: (0, 1905) for p in BOARD}
    response = calculate(client, empty)
    assert response.context["results"] is None
    assert "At least one power must hold a centre." in text(response)


def test_a_missing_centre_count_is_required(client, db):
    query = calculator_query(BOARD)
    query["italy_centres"] = ""
    response = client.get(reverse("scoring-system-detail", args=["win-tier"]), query)
    assert response.context["results"] is None
    assert "This field is required." in text(response)


def test_without_input_the_form_is_prefilled_and_nothing_is_computed(client, db):
    response = client.get(reverse("scoring-system-detail", args=["win-tier"]))
    assert response.context["results"] is None
    assert 'name="england_centres"' in text(response)
    assert response.context["form"]["england_centres"].value() == 16
