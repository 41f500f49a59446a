"""Template helpers: flags from ISO codes, signed changes, page links."""

from django.core.paginator import Paginator
from django_countries.fields import Country

from tournaments.templatetags.wdd import flag, flag_emoji, page_links, signed


def test_a_flag_is_two_regional_indicator_letters():
    assert flag_emoji("FR") == "\U0001f1eb\U0001f1f7"
    assert flag_emoji("gb") == "\U0001f1ec\U0001f1e7"


def test_the_flag_carries_the_country_name_as_its_title():
    html = str(flag(Country("DE")))
    assert 'class="flag"' in html and 'title="Germany"' in html
    assert "\U0001f1e9\U0001f1ea" in html


def test_no_country_no_flag():
    assert flag("") == "" and flag(None) == "" and flag("F1") == "" and flag("FRA") == ""


def test_signed_changes():
    assert signed(1.234) == "+1.23"
    assert signed(-0.4) == "\u22120.40"
    assert signed(0.001) == "0.00"
    assert signed(None) == ""


def test_page_links_elide_far_pages():
    page = Paginator(range(1000), 50).page(10)
    assert page_links(page) == [1, None, 8, 9, 10, 11, 12, None, 20]
