"""Template helpers: flags from ISO codes, signed changes, page links."""

from django.core.paginator import Paginator
from django.utils import translation
from django_countries.fields import Country

from tournaments.templatetags.wdd import flag, flag_code, page_links, signed


def test_a_flag_is_an_image_named_for_its_country():
    html = str(flag(Country("DE")))
    assert html.startswith('<img class="flag" src="/static/flags/de.gif"')
    assert 'alt="Germany"' in html and 'title="Germany"' in html
    assert not any(0x1F1E6 <= ord(c) <= 0x1F1FF for c in html)


def test_the_flag_names_the_country_in_the_page_language():
    with translation.override("fr"):
        assert 'alt="Allemagne"' in str(flag("de"))


def test_a_narrow_flag_adds_the_iso_code_as_text():
    html = str(flag_code("GB"))
    assert 'src="/static/flags/gb.gif"' in html and ">GB</span>" in html
    assert flag_code("") == ""


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
