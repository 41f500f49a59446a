"""``wdd.widgets.InlineSelect`` writes what Django's ``Select`` writes through
its templates, byte for byte, escaping included, and the filter forms use it."""

import pytest
from django import forms
from hypothesis import given
from hypothesis import strategies as st

from ratings.filters import LeaderboardFilter
from tournaments.views.filters import PlayerFilter, TournamentFilter
from wdd.widgets import InlineSelect

CHOICES = [
    ("", "All countries"),
    ("FR", "France"),
    ("CI", "Côte d’Ivoire"),
    ("X", "Tricky <b>\"&' label"),
    ("Group & co", [("a", "A"), ("b<", "B>")]),
    (3, "a number"),
]
ATTRS = [
    {},
    {"id": "id_country", "class": "wide"},
    {"required": True, "disabled": False, "data-x": '"quoted" & <tag>'},
]


@pytest.mark.parametrize("attrs", ATTRS)
@pytest.mark.parametrize("value", [None, "", "FR", "X", "b<", 3, "missing"])
def test_the_markup_is_djangos(value, attrs):
    ours = InlineSelect(attrs=attrs, choices=CHOICES).render("country", value)
    django = forms.Select(attrs=attrs, choices=CHOICES).render("country", value)
    assert ours == django


@given(
    st.lists(st.tuples(st.text(max_size=8), st.text(max_size=12)), max_size=6),
    st.text(max_size=8),
)
def test_any_labels_and_values_come_out_as_djangos(choices, value):
    ours = InlineSelect(choices=choices).render("f", value)
    assert ours == forms.Select(choices=choices).render("f", value)


@pytest.mark.parametrize(
    "filterset, names",
    [
        (LeaderboardFilter, ["country", "location", "active"]),
        (TournamentFilter, ["year", "country", "kind", "event_kind", "scoring_system"]),
        (PlayerFilter, ["nationality"]),
    ],
)
def test_the_filter_forms_lists_use_it(filterset, names):
    for name in names:
        assert isinstance(filterset.base_filters[name].extra["widget"](), InlineSelect), name
