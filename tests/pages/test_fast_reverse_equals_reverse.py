"""wdd.detail_urls.fast_reverse gives exactly what ``reverse`` gives, for any
ints and strings, under any script prefix, and raises where it raises."""

import pytest
from django.urls import NoReverseMatch, reverse, set_script_prefix
from hypothesis import given
from hypothesis import strategies as st

from wdd.detail_urls import fast_reverse

PATTERNS = {  # name: the kinds of its arguments
    "player-detail": (int, str),
    "tournament-detail": (int, str),
    "game-detail": (int, str),
    "circuit-detail": (int, str),
    "player-rating-history": (int, str, str, str),
}

slugs = st.from_regex(r"[-a-zA-Z0-9_]{1,20}", fullmatch=True)
texts = st.one_of(slugs, st.text(max_size=12))  # some the slug converter refuses
ints = st.one_of(st.integers(min_value=0, max_value=10**12), st.integers(max_value=-1))
prefixes = st.sampled_from(["/", "/wdd/", "/sub path/é/"])


def outcome(call):
    try:
        return call()
    except NoReverseMatch:
        return NoReverseMatch


@pytest.fixture(autouse=True)
def restore_prefix():
    yield
    set_script_prefix("/")


@given(
    name=st.sampled_from(sorted(PATTERNS)),
    data=st.data(),
    prefix=prefixes,
)
def test_fast_reverse_is_reverse(name, data, prefix):
    set_script_prefix(prefix)
    args = [data.draw(ints if kind is int else texts) for kind in PATTERNS[name]]
    expected = outcome(lambda: reverse(name, args=args))
    assert outcome(lambda: fast_reverse(name, *args)) == expected


def test_the_links_of_a_page_follow_the_script_prefix():
    set_script_prefix("/wdd/")
    assert fast_reverse("player-detail", 12, "ann-martin") == "/wdd/players/12/ann-martin/"
    set_script_prefix("/")
    assert fast_reverse("player-detail", 12, "ann-martin") == "/players/12/ann-martin/"
