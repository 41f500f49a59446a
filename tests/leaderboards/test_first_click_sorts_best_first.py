"""The first click on a score, events or rank heading sorts best first; names sort A to
Z; a second click reverses."""

import re

URL = "/ratings/dip-pouch/overall/"


def header_links(html):
    head = re.search(r"<thead>.*?</thead>", html, re.S).group(0)
    return {name: sort for sort, name in re.findall(r'href="\?sort=(-?(\w+))"', head)}


def test_unsorted_headers_sort_best_first(client, table_120):
    links = header_links(client.get(URL).content.decode())
    assert links == {
        "rank": "rank",
        "name": "name",
        "nationality": "nationality",
        "rating": "-rating",
        "events": "-events",
    }


def test_a_second_click_reverses(client, table_120):
    assert header_links(client.get(URL, {"sort": "-rating"}).content.decode())["rating"] == (
        "rating"
    )
    assert header_links(client.get(URL, {"sort": "rank"}).content.decode())["rank"] == "-rank"


def test_best_first_is_the_top_of_the_table(client, table_120):
    response = client.get(URL, {"sort": "-rating"})
    ratings = [row.record.rating for row in response.context["table"].paginated_rows]
    assert ratings == sorted(ratings, reverse=True)
    response = client.get(URL, {"sort": "-events"})
    events = [row.record.events for row in response.context["table"].paginated_rows]
    assert events == sorted(events, reverse=True)
