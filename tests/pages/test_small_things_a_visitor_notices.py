"""Details a visitor notices: circuit columns named for their events, a favicon, the
national table's title, a rating history counted in months."""

import re
from datetime import date

import pytest
from django.contrib.staticfiles import finders

from tournaments.templatetags.wdd import short_event
from tournaments.views.players import months_spanned

pytestmark = pytest.mark.django_db


def test_circuit_event_columns_are_headed_by_the_events(site, client):
    page = client.get(site.circuit.get_absolute_url()).content.decode()
    head = re.search(r'<table class="data circuit">.*?</thead>', page, re.S).group(0)
    for t in site.tournaments.values():
        assert f'href="{t.get_absolute_url()}" title="{t.name}">{short_event(t)}</a>' in head
    assert not re.search(r">\s*[123]\s*</a>", head)


def test_a_long_event_name_is_cut_and_its_year_left_out():
    class Event:
        name, end_date = "Championnat de France de Diplomatie 2019", date(2019, 5, 1)

    assert short_event(Event()) == "Championnat de…"
    Event.name = "Paris Open 2019"
    assert short_event(Event()) == "Paris Open"


def test_every_page_links_a_favicon_that_exists(site, client):
    page = client.get("/").content.decode()
    assert '<link rel="icon" href="/static/favicon.svg" type="image/svg+xml">' in page
    assert finders.find("favicon.svg")
    response = client.get("/favicon.ico")
    assert response.status_code == 301 and response["Location"] == "/static/favicon.svg"


def test_the_national_leaderboard_title_names_the_country(site, client):
    page = client.get("/ratings/dip-pouch/overall/FR/").content.decode()
    title = re.search(r"<title>(.*?)</title>", page).group(1)
    assert title == "Dip Pouch Tournament Rating — France · WDD"
    page = client.get("/ratings/dip-pouch/overall/").content.decode()
    assert "<title>Dip Pouch Tournament Rating — International · WDD</title>" in page


def test_a_rating_history_counts_calendar_months_not_points():
    points = [(date(2013, 3, 1), 40.0), (date(2013, 5, 1), 41.0), (date(2014, 2, 1), 42.0)]
    assert months_spanned(points) == 12
    assert months_spanned(points[:1]) == 1


def test_the_player_page_says_how_many_months_its_chart_spans(site, client):
    response = client.get(site.players["p1"].get_absolute_url())
    chart = response.context["charts"][0]
    first, last = chart["chart"].first, chart["chart"].last
    months = (last.year - first.year) * 12 + last.month - first.month + 1
    assert chart["months"] == months
    assert f"({months} months)" in response.content.decode()
