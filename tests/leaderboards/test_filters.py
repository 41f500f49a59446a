"""Filters (django-filter): name search, minimum events, activity, location."""

from datetime import date

from .conftest import page_records
from .factories import TODAY

URL = "/ratings/dip-pouch/overall/"


def all_records(client, params, url=URL):
    records, number = [], 1
    while True:
        response = client.get(url, {**params, "page": number})
        records += page_records(response)
        if number >= response.context["table"].paginator.num_pages:
            return records, response
        number += 1


def test_search_finds_first_and_last_names(client, table_120):
    records, _ = all_records(client, {"q": "First0007"})
    assert [r.player.key for r in records] == ["p0007"]
    records, _ = all_records(client, {"q": "last0113"})  # case-insensitive
    assert [r.player.key for r in records] == ["p0007"]


def test_search_keeps_world_ranks(client, table_120):
    records, _ = all_records(client, {"q": "First0100"})
    assert [r.rank for r in records] == [101]


def test_minimum_events(client, table_120):
    records, response = all_records(client, {"min_events": "5"})
    assert records and all(r.events >= 5 for r in records)
    assert len(records) == 40
    assert response.context["total"] == 40


def test_active_in_the_last_n_years(client, table_120):
    records, _ = all_records(client, {"active": "2"})
    cutoff = (
        TODAY.replace(year=TODAY.year - 2)
        if (TODAY.month, TODAY.day) != (2, 29)
        else date(TODAY.year - 2, 2, 28)
    )
    assert records and all(r.last_played >= cutoff for r in records)
    assert len(records) == sum(1 for i in range(120) if (TODAY - cutoff).days >= 40 * i)


def test_filters_combine(client, table_120):
    records, _ = all_records(client, {"min_events": "3", "location": "BE", "q": "first"})
    assert records
    assert all(r.events >= 3 and r.location == "BE" for r in records)


def test_an_invalid_filter_is_ignored_and_reported(client, table_120):
    response = client.get(URL, {"min_events": "lots"})
    assert response.status_code == 200
    assert response.context["total"] == 120
    assert response.context["filter"].form.errors


def test_the_filter_form_offers_the_countries_of_the_table(client, table_120):
    form = client.get(URL).context["filter"].form
    codes = [c for c, _ in form.fields["country"].choices if c]
    assert sorted(codes) == ["DE", "FR", "GB", "US"]


def test_empty_fields_of_the_filter_form_are_dropped_from_the_url(client, table_120):
    response = client.get(URL, {"q": "", "country": "", "min_events": "2", "active": ""})
    assert response.status_code == 302
    assert response["Location"] == URL + "?min_events=2"
    response = client.get(URL, {"q": "", "country": "FR", "location": ""})
    assert response["Location"] == URL + "FR/"
