"""50 rows a page, numbered links, first/previous/next/last, and a page jump."""

import pytest

from .conftest import page_records

URL = "/ratings/dip-pouch/overall/"


def test_120_players_make_three_pages(client, table_120):
    response = client.get(URL)
    assert response.status_code == 200
    page = response.context["table"].page
    assert page.paginator.num_pages == 3
    assert len(page_records(response)) == 50
    assert response.context["total"] == 120


def test_the_pages_have_numbered_links(client, table_120):
    html = client.get(URL).content.decode()
    assert 'href="?page=2"' in html
    assert 'href="?page=3"' in html
    assert 'aria-current="page">1<' in html


def test_the_middle_page_links_to_first_previous_next_and_last(client, table_120):
    html = client.get(URL + "?page=2").content.decode()
    assert 'href="?page=1" rel="first"' in html
    assert 'href="?page=1" rel="prev"' in html
    assert 'href="?page=3" rel="next"' in html
    assert 'href="?page=3" rel="last"' in html


def test_the_last_page_has_the_remaining_20_rows(client, table_120):
    response = client.get(URL + "?page=3")
    records = page_records(response)
    assert len(records) == 20
    assert [r.player.key for r in records] == [f"p{i:04d}" for i in range(100, 120)]
    assert "Players 101–120 of 120" in response.content.decode()


def test_a_page_beyond_the_last_shows_the_last_page(client, table_120):
    response = client.get(URL + "?page=99")
    assert response.status_code == 200
    assert response.context["table"].page.number == 3
    assert len(page_records(response)) == 20


@pytest.mark.parametrize("junk", ["abc", "-1", "0", "2.5"])
def test_a_page_that_is_not_a_page_number_shows_a_page(client, table_120, junk):
    response = client.get(URL, {"page": junk})
    assert response.status_code == 200
    assert response.context["table"].page.number in (1, 3)


def test_pages_follow_one_another_without_gaps_or_repeats(client, table_120):
    keys = []
    for number in (1, 2, 3):
        keys += [r.player.key for r in page_records(client.get(URL, {"page": number}))]
    assert keys == [f"p{i:04d}" for i in range(120)]


def test_the_page_jump_keeps_the_other_parameters(client, table_120):
    html = client.get(URL, {"min_events": "2", "page": "2"}).content.decode()
    assert 'class="page-jump"' in html
    assert '<input type="hidden" name="min_events" value="2">' in html
    assert 'name="page" min="1"' in html


def test_page_links_keep_filters_and_sorting(client, table_120):
    html = client.get(URL, {"sort": "name"}).content.decode()
    assert 'href="?sort=name&amp;page=2"' in html


def test_an_empty_table_has_one_empty_page(client, db):
    response = client.get(URL)
    assert response.status_code == 200
    assert page_records(response) == []
    assert "No rated players match." in response.content.decode()


def test_unknown_systems_and_categories_are_404(client, db):
    assert client.get("/ratings/nope/overall/").status_code == 404
    assert client.get("/ratings/dip-pouch/nope/").status_code == 404
    assert client.get("/ratings/dip-pouch/overall/FRA/").status_code == 404
