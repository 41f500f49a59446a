"""A cached page is only ever served for the same language and the same query
string: the French page is never the English one, page 2 never page 1, a
past table never today's."""

import pytest

from .conftest import HIT_QUERIES, body, fresh, get


def test_french_and_english_are_cached_apart(client, urls):
    english, _ = get(client, urls["paris"])
    french, rendered = get(client, urls["paris"], HTTP_ACCEPT_LANGUAGE="fr")
    assert rendered > HIT_QUERIES
    assert b'<html lang="fr">' in french.content and b'<html lang="en">' in english.content
    again, served = get(client, urls["paris"], HTTP_ACCEPT_LANGUAGE="fr")
    assert served == HIT_QUERIES and body(again) == body(french)
    client.cookies["django_language"] = "fr"
    assert body(get(client, urls["paris"])[0]) == body(french)


@pytest.mark.parametrize(
    "query",
    [
        "?sort=-events",
        "?min_events=2",
        "?q=sevin",
        "?as_of=2014-12-31",
        "?page=2",
        "?as_of=2014-12-31&page=2",
    ],
)
def test_each_query_string_is_a_page_of_its_own(client, urls, query):
    plain, _ = get(client, urls["leaderboard"])
    url = urls["leaderboard"] + query
    varied, rendered = get(client, url)
    assert rendered > HIT_QUERIES
    assert body(varied) == fresh(client, url)
    if "page=2" not in query:  # the small site's table has one page: page 2 is page 1's rows
        assert body(varied) != body(plain)
    again, served = get(client, url)
    assert served == HIT_QUERIES and body(again) == body(varied)
