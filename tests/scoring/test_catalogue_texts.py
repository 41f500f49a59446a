"""Every registered system carries what the catalogue shows: a one-line rule in English and
French, and a kind the World Diplomacy Database files systems under."""

import pytest

from tournaments.scoring import SYSTEMS

WDD_KINDS = {"Rank", "Center Count", "Rank + Center Count", "Draw", "Draw + Center Count"}


@pytest.mark.parametrize("slug", list(SYSTEMS))
def test_each_system_has_a_one_line_rule_in_english_and_french(slug):
    system = SYSTEMS[slug]
    for text in (system.summary, system.summary_fr):
        assert text and text.strip() == text and text.endswith(".")
        assert "\n" not in text and len(text) <= 160
    assert system.summary != system.summary_fr


@pytest.mark.parametrize("slug", list(SYSTEMS))
def test_each_system_is_filed_under_a_wdd_kind(slug):
    assert SYSTEMS[slug].kind in WDD_KINDS


def test_draw_size_is_a_draw_system_and_opentribute_rewards_a_rank():
    """The two systems filed under kinds of their own until issue #17 (readings: DSS scores the
    size of the draw, OpenTribute's tribute goes to the board's topper, a rank)."""
    assert SYSTEMS["draw-size"].kind == "Draw"
    assert SYSTEMS["opentribute"].kind == "Rank + Center Count"
