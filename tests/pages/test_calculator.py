"""The calculator scores a typed board under every system, and validates it."""

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


def calculate(client, board, system="squares-daanz"):
    path = reverse("scoring-system-detail", args=[system])
    return client.get(path, calculator_query(board))


def test_it_scores_the_board_under_every_system(client, db):
    response = calculate(client, BOARD)
    results = response.context["results"]
    assert [r["slug"] for r in results] == list(SYSTEMS)
    positions = [Position(p, p, c, y) for p, (c, y) in BOARD.items()]
    for row in results:
        assert row["scores"] == pytest.approx(SYSTEMS[row["slug"]].score_game(positions))
    squares = next(r for r in results if r["slug"] == "squares-daanz")
    assert squares["scores"][0] == pytest.approx(100 * 100 / 234)
    assert squares["total"] == pytest.approx(100)
    page = text(response)
    assert "42.74" in page  # 10^2 / 234 * 100
    assert '<tr class="current">' in page  # the page's own system is highlighted


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
    results = calculate(client, solo).context["results"]
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
