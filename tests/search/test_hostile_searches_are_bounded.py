"""A search of 1,500 words (issue #12: one filter a word, 9.6 s then a 500) is refused
with a message on the pages and a 400 in the API, in about the time of a normal page."""

import time

import pytest
from django.core.cache import caches

from tournaments.search import MAX_QUERY_LENGTH, MAX_QUERY_WORDS, SearchTooLong, search_words

HOSTILE = "+".join(f"w{i}" for i in range(1500))
PAGES = ["/ratings/dip-pouch/overall/", "/players/", "/tournaments/"]
API = ["/api/v1/players/", "/api/v1/tournaments/", "/api/v1/leaderboards/dip-pouch/overall/"]


def timed(client, url, query=""):
    """A rendered page's time (not one served from the page cache)."""
    caches["pages"].clear()
    started = time.perf_counter()
    response = client.get(f"{url}?q={query}" if query else url)
    return response, time.perf_counter() - started


def test_the_caps_are_a_length_and_a_number_of_words():
    assert search_words("a b c d e") == ["a", "b", "c", "d", "e"]
    with pytest.raises(SearchTooLong):
        search_words(" ".join("abcdef"[: MAX_QUERY_WORDS + 1]))
    with pytest.raises(SearchTooLong):
        search_words("x" * (MAX_QUERY_LENGTH + 1))


@pytest.mark.parametrize("url", PAGES)
def test_a_page_says_the_search_is_too_long(client, accented, url):
    client.get(url)  # warm up (templates, translations)
    _normal, normal_time = timed(client, url)
    response, hostile_time = timed(client, url, HOSTILE)
    assert response.status_code == 200
    assert "Search at most 5 words and 100 characters." in response.content.decode()
    assert hostile_time < max(5 * normal_time, 0.5)


def test_a_refused_page_search_shows_no_rows_it_did_not_filter(client, accented):
    response = client.get(f"/players/?q={HOSTILE}")
    assert list(response.context["players"]) == []


def test_the_message_is_in_french_on_a_french_page(client, accented):
    response = client.get(f"/players/?q={HOSTILE}", headers={"accept-language": "fr"})
    assert "Recherchez au plus 5 mots et 100 caractères." in response.content.decode()


@pytest.mark.parametrize("url", API)
def test_the_api_answers_400_with_a_message(client, accented, url):
    client.get(url)
    _normal, normal_time = timed(client, url)
    response, hostile_time = timed(client, url, HOSTILE)
    assert response.status_code == 400
    assert response.json()["errors"]["q"]
    assert hostile_time < max(5 * normal_time, 0.5)


@pytest.mark.parametrize("url", API)
def test_six_short_words_are_refused_too(client, accented, url):
    response = client.get(url, {"q": "a b c d e f"})
    assert response.status_code == 400
    assert "5 words" in response.json()["errors"]["q"]
