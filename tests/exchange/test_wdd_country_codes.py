"""WDD country codes <-> ISO codes, both ways, and the WDD power codes."""

import pytest

from tournaments.exchange.wdd_countries import (
    BLANK,
    UNKNOWN,
    UnknownCode,
    power_from_wdd,
    power_to_wdd,
    to_iso,
    to_wdd,
)


@pytest.mark.parametrize(
    ("wdd", "iso"),
    [
        ("ALL", "DE"),
        ("ANG", "GB"),
        ("HOL", "NL"),
        ("SUI", "CH"),
        ("FRA", "FR"),
        ("DAN", "DK"),
        ("SA", "ZA"),
        ("NGE", "NO"),
    ],
)
def test_wdd_codes_read_as_iso_codes_and_back(wdd, iso):
    assert to_iso(wdd) == iso
    assert to_wdd(iso) == wdd


def test_yyy_is_blank_and_zzz_is_unknown():
    assert to_iso("YYY") == ""
    assert to_iso("ZZZ") == ""
    assert to_iso("") == ""
    assert to_wdd("") == BLANK == "YYY"
    assert UNKNOWN == "ZZZ"


def test_codes_are_read_in_any_case():
    assert to_iso("all") == "DE"


def test_plain_iso_codes_the_wdd_lacks_pass_through_both_ways():
    assert to_iso("EE") == "EE"
    assert to_wdd("EE") == "EE"


def test_an_iso_code_the_wdd_uses_for_another_country_is_written_as_unknown():
    # WDD "SA" is South Africa, so Saudi Arabia cannot be written as SA.
    assert to_wdd("SA") == "ZZZ"


def test_an_unknown_code_is_refused_not_guessed():
    with pytest.raises(UnknownCode, match="'QQQ' is not a WDD country code"):
        to_iso("QQQ")


def test_powers_have_wdd_codes_both_ways():
    assert power_to_wdd("Austria") == "0AU"
    assert power_to_wdd("Turkey") == "0TU"
    assert power_from_wdd("0GE") == "Germany"
    assert power_from_wdd("england") == "England"
    with pytest.raises(UnknownCode):
        power_from_wdd("1AU")
