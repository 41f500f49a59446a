"""National tables: players of one nationality, ranked among themselves."""

from .conftest import page_records

URL = "/ratings/dip-pouch/overall/"


def test_the_national_table_lists_only_nationals_with_their_national_ranks(client, table_120):
    response = client.get(URL + "FR/")
    assert response.status_code == 200
    records = page_records(response)
    assert len(records) == 30
    assert {r.nationality for r in records} == {"FR"}
    assert [r.national_rank for r in records] == list(range(1, 31))
    assert response.context["total"] == 30


def test_the_national_table_shows_the_national_rank_and_the_world_rank(client, table_120):
    response = client.get(URL + "GB/")
    table = response.context["table"]
    first = next(iter(table.page.object_list))
    assert first.get_cell_value("rank") == 1
    assert first.get_cell_value("world_rank") == 2  # p0001 is the best Briton, 2nd overall


def test_country_in_the_query_redirects_to_the_national_url(client, table_120):
    response = client.get(URL, {"country": "fr", "min_events": "2", "page": "3"})
    assert response.status_code == 301
    assert response["Location"] == URL + "FR/?min_events=2"


def test_a_lower_case_country_redirects_to_upper_case(client, table_120):
    response = client.get(URL + "fr/")
    assert response.status_code == 301
    assert response["Location"] == URL + "FR/"


def test_a_country_without_players_is_an_empty_table(client, table_120):
    response = client.get(URL + "NZ/")
    assert response.status_code == 200
    assert page_records(response) == []


def test_national_tables_filter_by_location(client, table_120):
    response = client.get(URL + "FR/", {"location": "FR"})
    records = page_records(response)
    assert records
    assert {(r.nationality, r.location) for r in records} == {("FR", "FR")}


def test_the_international_page_links_to_each_national_table(client, table_120):
    html = client.get(URL).content.decode()
    for code in ("FR", "GB", "US", "DE"):
        assert f'href="{URL}{code}/"' in html
