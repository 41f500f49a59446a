"""Where a tournament's published and computed standings differ, its page says which
one the ratings use (published) and why they may differ; a published-only event says
why nothing is computed. Boards fold by round, the last round open."""

import re

import pytest

from tournaments.models import ComputedStanding, Standing

pytestmark = pytest.mark.django_db


def test_differing_standings_are_explained(site, client):
    paris = site.tournaments["paris"]
    published = dict(Standing.objects.filter(tournament=paris).values_list("player", "rank"))
    computed = dict(ComputedStanding.objects.filter(tournament=paris).values_list("player", "rank"))
    assert published != computed  # the fixture's event disagrees with its boards
    page = client.get(paris.get_absolute_url()).content.decode()
    note = re.search(r'<p class="notice standings-differ">(.*?)</p>', page, re.S).group(1)
    assert "The ratings use the published ones" in note
    assert "Squares-DAANZ" in note and "broke ties" in note


def test_agreeing_standings_need_no_explanation(site, client):
    paris = site.tournaments["paris"]
    for c in ComputedStanding.objects.filter(tournament=paris):
        Standing.objects.filter(tournament=paris, player=c.player).update(rank=c.rank)
    page = client.get(paris.get_absolute_url()).content.decode()
    assert "standings-differ" not in page


def test_an_event_without_boards_says_its_standings_are_published_only(site, client):
    page = client.get(site.tournaments["wdc"].get_absolute_url()).content.decode()
    assert "Published standings only: this event's boards are not recorded." in page


def test_the_explanation_is_in_french_too(site, client):
    paris = site.tournaments["paris"]
    page = client.get(paris.get_absolute_url(), headers={"accept-language": "fr"})
    assert "Les classements utilisent le classement publié" in page.content.decode()
