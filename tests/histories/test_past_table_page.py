"""Every leaderboard as it stood at the end of a past year (a switcher like
the WDD's: "Permanent, 2025, 2024, ...") or of any day (``?as_of=``), with
the same filters, sorting, paging and downloads as today's table."""

import csv
import io
import re
from datetime import date

import pytest

pytestmark = pytest.mark.django_db

TABLE = "/ratings/dip-pouch/overall/"


def page(client, url):
    response = client.get(url)
    assert response.status_code == 200, url
    return response


def shown(response) -> list[tuple]:
    return [
        (row.record.player.key, row.record.position)
        for row in response.context["table"].page.object_list
    ]


def test_the_year_switcher_offers_today_and_every_past_year(client, history):
    html = page(client, TABLE).content.decode()
    nav = re.search(r'<nav class="years".*?</nav>', html, re.S).group(0)
    labels = re.findall(r">(Permanent|\d{4})<", nav)
    assert labels[0] == "Permanent"
    years = [int(y) for y in labels[1:]]
    assert years == sorted(years, reverse=True)
    assert years[-1] == 2012  # the first year anyone was in the table
    assert years[0] == date.today().year - 1
    assert '<strong aria-current="page">Permanent</strong>' in nav


def test_a_past_year_shows_the_table_then(client, history):
    response = page(client, TABLE + "?as_of=2012-12-31")
    assert shown(response) == [("a", 1), ("b", 2), ("c", 3), ("d", 4)]
    html = response.content.decode()
    assert "as of Dec. 31, 2012" in html
    assert '<strong aria-current="page">2012</strong>' in html
    assert (
        'rel="canonical" href="http://testserver/ratings/dip-pouch/overall/?as_of=2012-12-31"'
        in html
    )


def test_any_day_and_the_national_table_then(client, history):
    response = page(client, TABLE + "GB/?as_of=2013-07-01")
    assert [key for key, _ in shown(response)] == ["c", "d"]
    assert [pos for _, pos in shown(response)] == [1, 2]
    assert "as of July 1, 2013" in response.content.decode()


def test_filters_and_sorting_apply_to_a_past_table(client, history):
    by_name = shown(page(client, TABLE + "?as_of=2013-12-31&sort=name"))
    assert [k for k, _ in by_name] == ["d", "e", "b", "a", "c"]  # Jones, Maier, Marchand...
    searched = shown(page(client, TABLE + "?as_of=2013-12-31&q=mar"))
    assert {k for k, _ in searched} == {"a", "b"}
    computed = shown(page(client, TABLE + "?as_of=2013-08-01&min_events=2"))
    assert {k for k, _ in computed} == {"a", "b", "c", "d"}


def test_the_download_is_the_past_table(client, history):
    response = client.get(TABLE + "?as_of=2012-12-31&_export=csv")
    assert response.status_code == 200
    assert 'filename="dip-pouch-overall-2012-12-31.csv"' in response["Content-Disposition"]
    rows = list(csv.DictReader(io.StringIO(response.content.decode())))
    assert [(r["player"], r["rank"]) for r in rows] == [
        ("a", "1"),
        ("b", "2"),
        ("c", "3"),
        ("d", "4"),
    ]


def test_links_keep_the_day(client, history):
    html = page(client, TABLE + "?as_of=2013-12-31").content.decode()
    assert 'href="/ratings/dip-pouch/overall/GB/?as_of=2013-12-31"' in html
    ghost = page(client, "/ratings/ghost/overall/?as_of=2013-12-31").content.decode()
    assert 'href="/ratings/ghost/full-press/?as_of=2013-12-31"' in ghost


def test_a_day_before_anyone_played_is_an_empty_table(client, history):
    response = page(client, TABLE + "?as_of=2005-06-01")
    assert shown(response) == []
    assert "No rated players match." in response.content.decode()


def test_a_bad_day_is_shown_as_an_error_and_today_s_table(client, history):
    response = page(client, TABLE + "?as_of=2013-02-30")
    assert response.context["as_of"] is None
    assert 'class="field field-as_of invalid"' in response.content.decode()
    assert len(shown(response)) == 7
