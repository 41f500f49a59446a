"""A player's page in one rating table: every event or game, newest first,
with what the system's rule used (Dip Pouch P / N, S and V; Ghost x,
expected and actual; OpenSkill mu and sigma before and after), the rating
before and after it; the chart with a point per result and the peak; the
ranks now and at the end of each past year."""

import re

import pytest

from ..stored_changes import stored_changes
from .conftest import history_url

pytestmark = pytest.mark.django_db


def lines(client, url):
    response = client.get(url)
    assert response.status_code == 200, url
    return response, list(response.context["lines"])


def test_dip_pouch_lists_every_event_newest_first_with_p_n_s_and_v(client, history):
    _, rows = lines(client, history_url(history.anne, "dip-pouch"))
    assert [r.tournament.name for r in rows] == [
        "Winter Open",
        "Autumn Cup",
        "Summer Masters",
        "Spring Open",
        "Old Cup",
    ]
    assert [(r.place, r.players) for r in rows] == [(7, 7), (2, 3), (2, 5), (1, 4), (1, 3)]
    assert rows[3].percentile == pytest.approx((4 + 0.5 - 1) / 4 * 100)
    assert rows[3].value == pytest.approx(4 / 3.5 + 2)
    assert rows[1].value == pytest.approx(3 / 7 + 2)  # one round
    # the 1999 event is worth nothing: in the history, no change
    assert (rows[4].value, rows[4].before, rows[4].after) == (0, 40, 40)
    # each event starts from where the previous one left the rating
    assert [r.before for r in rows[:-1]] == [r.after for r in rows[1:]]


def test_the_page_shows_the_change_with_its_sign(client, history):
    response, rows = lines(client, history_url(history.anne, "dip-pouch"))
    html = response.content.decode()
    assert re.search(r'class="num delta up">\+\d+\.\d\d<', html)
    assert "40.00 → </span><strong>40.00</strong>" in html


def test_ghost_shows_x_and_the_expected_and_actual_scores(client, history):
    _, rows = lines(client, history_url(history.anne, "ghost"))
    draw = next(r for r in rows if r.game and r.game.key == "draw")
    assert draw.x == pytest.approx(40)  # 700 / 17.5
    assert draw.expected == pytest.approx(1 / 7)
    assert draw.actual == pytest.approx(1 / 3)
    assert draw.change == pytest.approx(40 * (1 / 3 - 1 / 7))
    solo = next(r for r in rows if r.game and r.game.key == "solo")
    total = sum(c.before for c in stored_changes("ghost", "overall", game=solo.game))
    assert solo.actual == 1.0  # the soloist takes everything
    assert solo.expected == pytest.approx(solo.before / total)  # draw-size: GR / sum


def test_ghost_1v1_is_elo_with_k_32(client, history):
    _, rows = lines(client, history_url(history.anne, "ghost", "1v1"))
    (duel,) = rows
    assert (duel.x, duel.expected, duel.actual) == (32, 0.5, 1.0)
    assert duel.change == 16


def test_openskill_shows_mu_and_sigma_before_and_after(client, history):
    _, rows = lines(client, history_url(history.anne, "openskill"))
    oldest = rows[-1]
    assert (oldest.mu_before, oldest.sigma_before) == pytest.approx((25, 25 / 3))
    for newer, older in zip(rows, rows[1:], strict=False):
        assert (newer.mu_before, newer.sigma_before) == (older.mu_after, older.sigma_after)
    for r in rows:
        assert r.after == pytest.approx(r.mu_after - 3 * r.sigma_after)


def test_the_chart_has_a_point_per_result_and_marks_the_peak(client, history):
    response = client.get(history_url(history.anne, "ghost"))
    chart = response.context["chart"]
    changes = response.context["page_obj"].paginator.count
    assert chart.points == changes == 4  # the draw, the solo and Winter Open's two boards
    assert chart.peak.rating == max(d.rating for d in chart.dots)
    html = response.content.decode()
    assert html.count('<g class="peak">') == 1
    assert html.count("<circle ") == changes + 2  # a dot each, the last, the peak


def test_ranks_now_and_at_the_end_of_each_past_year(client, history):
    response = client.get(history_url(history.anne, "dip-pouch"))
    h = response.context["history"]
    assert h.row.rank >= 1 and h.table_size == 7
    assert [y.day.year for y in h.year_ends] == [2013, 2012]
    assert all(y.rank >= 1 and y.players for y in h.year_ends)
    html = response.content.decode()
    assert "/ratings/dip-pouch/overall/?as_of=2013-12-31" in html


def test_a_player_with_no_counted_event_is_told_so_but_sees_the_event(client, history):
    response, rows = lines(client, history_url(history.hank, "dip-pouch"))
    assert [r.tournament.name for r in rows] == ["Old Cup"]
    assert response.context["history"].row is None
    assert "Not in this table" in response.content.decode()


def test_fifty_a_page_newest_first(client, history, monkeypatch):
    from tournaments.selectors import rating_history

    monkeypatch.setattr(rating_history, "PER_PAGE", 2)
    _, first = lines(client, history_url(history.anne, "dip-pouch"))
    _, second = lines(client, history_url(history.anne, "dip-pouch") + "?page=2")
    _, last = lines(client, history_url(history.anne, "dip-pouch") + "?page=3")
    assert [r.tournament.name for r in first + second + last] == [
        "Winter Open",
        "Autumn Cup",
        "Summer Masters",
        "Spring Open",
        "Old Cup",
    ]


def test_every_leaderboard_row_and_the_player_page_link_here(client, history):
    url = history_url(history.anne, "dip-pouch")
    assert url in client.get("/ratings/dip-pouch/overall/").content.decode()
    assert url in client.get("/ratings/dip-pouch/overall/?as_of=2013-12-31").content.decode()
    page = client.get(history.anne.get_absolute_url()).content.decode()
    for system, category in [("dip-pouch", "overall"), ("ghost", "overall"), ("openskill", "1v1")]:
        assert history_url(history.anne, system, category) in page


def test_unknown_tables_are_404_and_a_wrong_slug_redirects(client, history):
    anne = history.anne
    assert client.get(f"/players/{anne.pk}/{anne.slug}/ratings/elo/overall/").status_code == 404
    assert client.get(f"/players/{anne.pk}/{anne.slug}/ratings/ghost/blitz/").status_code == 404
    response = client.get(f"/players/{anne.pk}/wrong/ratings/ghost/overall/?page=1")
    assert response.status_code == 301
    assert response["Location"] == history_url(anne, "ghost") + "?page=1"
