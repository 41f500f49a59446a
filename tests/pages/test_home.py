"""The home page: latest events, the top of the main tables, site totals."""

import pytest

from .helpers import canonical_link, text, title, url

pytestmark = pytest.mark.django_db


def test_it_lists_the_latest_tournaments_newest_first(site, client):
    page = text(client.get(url("home")))
    assert page.index("World DipCon") < page.index("London Masters") < page.index("Paris Open")
    assert site.tournaments["wdc"].get_absolute_url() in page


def test_it_shows_the_site_totals(site, client):
    response = client.get(url("home"))
    totals = response.context["totals"]
    assert totals == {"players": 8, "tournaments": 3, "boards": 3, "games": 2}
    assert "<strong>8</strong> players" in text(response)


def test_it_shows_the_top_of_each_main_table(site, client):
    pytest.importorskip("ratings.services")
    response = client.get(url("home"))
    systems = [t["system"] for t in response.context["tables"]]
    assert systems[:2] == ["dip-pouch", "ghost"]
    dip_pouch = response.context["tables"][0]
    assert 1 <= len(dip_pouch["rows"]) <= 10
    assert [r.rank for r in dip_pouch["rows"]] == sorted(r.rank for r in dip_pouch["rows"])
    assert dip_pouch["url"] == url("leaderboard", "dip-pouch", "overall")
    assert dip_pouch["rows"][0].player.get_absolute_url() in text(response)


def test_it_renders_before_any_data_exists(client):
    response = client.get(url("home"))
    assert response.status_code == 200
    assert "No tournaments yet." in text(response)


def test_it_has_a_title_and_a_canonical_url(site, client):
    response = client.get(url("home"))
    assert title(response).endswith("· WDD")
    assert canonical_link(response) == "http://testserver/"


def test_it_says_when_the_ratings_were_computed(site, client):
    pytest.importorskip("ratings.services")
    assert "Ratings as of" in text(client.get(url("home")))
