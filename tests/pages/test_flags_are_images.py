"""Flags are images named for their country, never emoji: no page type carries a
regional-indicator character or the trophy emoji, in English or French."""

import re

import pytest

from tests.markup.test_every_page_type_validates import urls

pytestmark = pytest.mark.django_db

EMOJI = re.compile("[\U0001f1e6-\U0001f1ff\U0001f3c6]")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_no_page_type_carries_flag_or_trophy_emoji(site, client, language):
    for url in urls(site).values():
        page = client.get(url, headers={"accept-language": language}).content.decode()
        assert not EMOJI.search(page), url


def test_a_player_page_shows_flag_images_named_in_the_page_language(site, client):
    url = site.players["p1"].get_absolute_url()
    page = client.get(url).content.decode()
    assert '<img class="flag" src="/static/flags/fr.gif" alt="France" title="France"' in page
    page = client.get(site.players["p6"].get_absolute_url(), headers={"accept-language": "fr"})
    assert 'alt="Turquie" title="Turquie"' in page.content.decode()


def test_a_winner_gets_a_trophy_image(site, client):
    page = client.get(site.evil.get_absolute_url()).content.decode()
    assert '<img class="icon" src="/static/img/trophy.svg" alt=""' in page
