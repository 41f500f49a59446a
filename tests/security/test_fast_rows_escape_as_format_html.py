"""``wdd.html_rows`` builds exactly what ``format_html`` / ``format_html_join``
build, for any text (markup, quotes, ampersands, any Unicode), numbers, safe
strings and lazy translations: the player and tournament tables use it
instead of them, and must escape the same."""

from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext_lazy
from hypothesis import given
from hypothesis import strategies as st

from wdd.html_rows import format_cell, format_rows

ROW = '<tr class="{}"><td><a href="{}">{}</a></td><td>{}</td></tr>'
HOSTILE = st.sampled_from(['<script>alert("x")</script>', "O'Brien & <b>", '"', "'", "&amp;"])
VALUES = st.one_of(
    st.text(),
    HOSTILE,
    st.integers(),
    st.floats(allow_nan=False),
    st.none(),
    st.builds(mark_safe, st.sampled_from(["<b>bold</b>", "&nbsp;", ""])),
    st.just(gettext_lazy("Players")),
)


@given(st.lists(st.tuples(VALUES, VALUES, VALUES, VALUES), max_size=5))
def test_rows_are_what_format_html_join_gives(rows):
    fast = format_rows(ROW, rows)
    assert fast == format_html_join("", ROW, rows)
    assert isinstance(fast, SafeString)


@given(VALUES, VALUES)
def test_a_cell_is_what_format_html_gives(a, b):
    fast = format_cell('<td title="{}">{}</td>', a, b)
    assert fast == format_html('<td title="{}">{}</td>', a, b)
    assert isinstance(fast, SafeString)


def test_markup_in_a_value_is_shown_as_text():
    assert format_cell("<td>{}</td>", "<script>") == "<td>&lt;script&gt;</td>"
    assert (
        format_rows("<td>{}</td>", [("a&b",), ('"q"',)]) == "<td>a&amp;b</td><td>&quot;q&quot;</td>"
    )
