"""The import form's tournament key need not be copied from another page: the
box suggests the keys of the tournaments the user may import into (an
organizer's own, an administrator's latest), and a tournament's admin page
links to the import with its key filled in."""

import datetime
import re

import pytest

from tournaments.admin.upload import KEY_SUGGESTIONS
from tournaments.models import Tournament

from .helpers import admin_url

IMPORT_URL = "/admin/tournaments/tournament/import/"

pytestmark = pytest.mark.django_db


def suggested(response) -> list[tuple[str, str]]:
    page = response.content.decode()
    datalist = re.search(r'<datalist id="tournament-keys">(.*?)</datalist>', page, re.S)
    assert datalist, "no suggestions list"
    assert 'list="tournament-keys"' in page  # the key box names it
    return re.findall(r'<option value="([^"]*)">([^<]*)</option>', datalist.group(1))


def test_an_organizer_is_offered_their_own_tournaments_only(alice_client, t1, t2):
    assert suggested(alice_client.get(IMPORT_URL)) == [("t1-alice-open", "Alice Open")]


def test_an_administrator_is_offered_the_latest_tournaments(admin_client_, alice):
    for n in range(KEY_SUGGESTIONS + 5):
        Tournament.objects.create(
            key=f"cup-{n:03d}",
            name=f"Cup <{n}> & co",
            owner=alice,
            start_date=datetime.date(2000, 1, 1) + datetime.timedelta(days=n),
            end_date=datetime.date(2000, 1, 2) + datetime.timedelta(days=n),
        )
    offered = suggested(admin_client_.get(IMPORT_URL))
    assert len(offered) == KEY_SUGGESTIONS
    assert offered[0] == (
        f"cup-{KEY_SUGGESTIONS + 4:03d}",
        f"Cup &lt;{KEY_SUGGESTIONS + 4}&gt; &amp; co",
    )
    assert offered[-1][0] == "cup-005"  # the five oldest left out


def test_a_tournament_page_links_to_the_import_with_its_key(alice_client, t1):
    page = alice_client.get(admin_url("tournament_change", t1.tournament.pk)).content.decode()
    assert f'href="{IMPORT_URL}?tournament_key=t1-alice-open"' in page


def test_the_key_in_the_link_fills_the_box(alice_client, t1):
    page = alice_client.get(IMPORT_URL, {"tournament_key": "t1-alice-open"}).content.decode()
    box = re.search(r'<input[^>]*name="tournament_key"[^>]*>', page).group(0)
    assert 'value="t1-alice-open"' in box


def test_a_hostile_key_in_the_link_is_escaped_and_cut(alice_client):
    page = alice_client.get(IMPORT_URL, {"tournament_key": '"><script>x</script>' + "k" * 100})
    box = re.search(r'<input[^>]*name="tournament_key"[^>]*>', page.content.decode()).group(0)
    assert "<script>" not in box and "&quot;&gt;&lt;script&gt;" in box
    assert "k" * 50 not in box  # the field's 64 characters at most
