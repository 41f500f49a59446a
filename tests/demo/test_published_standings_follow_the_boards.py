"""The demo makes sense to a visitor: an event's published standings are its boards
ranked by its own scoring system (so published and computed agree), except a few
published-only events, which record no scoring system and whose page says so."""

import pytest

from tournaments.demo import generate_bundle
from tournaments.importing import import_bundle_data
from tournaments.models import ComputedStanding, Standing, Tournament
from tournaments.standings import recompute_standings


@pytest.fixture
def demo(db):
    import_bundle_data(generate_bundle(players=300, tournaments=40, games=200, seed=7), source="t")
    recompute_standings()


def ranks(model, tournament):
    return dict(model.objects.filter(tournament=tournament).values_list("player__key", "rank"))


def test_published_and_computed_standings_agree(demo):
    both = Tournament.objects.exclude(scoring_system="").filter(standings__isnull=False).distinct()
    assert both.count() >= 10
    for t in both:
        assert ranks(Standing, t) == ranks(ComputedStanding, t), t.name


def test_a_few_events_are_published_only_and_say_so(demo, client):
    only = Tournament.objects.filter(scoring_system="")
    assert 1 <= only.count() <= 5
    for t in only:
        assert Standing.objects.filter(tournament=t).exists()
        assert not ComputedStanding.objects.filter(tournament=t).exists()
        page = client.get(t.get_absolute_url()).content.decode()
        assert "Published standings only: no scoring system is recorded" in page


def test_the_benchmarks_sizes_do_not_change():
    """Only what the standings say changed: the seeded sizes (players, events, boards,
    placements, online results) are those the generator gave before."""
    from tournaments.demo import bundle_sizes

    sizes = bundle_sizes(generate_bundle(players=300, tournaments=40, games=2000, seed=1))
    assert sizes == SIZES_BEFORE


#: bundle_sizes of that call, taken with the generator before published standings
#: followed the scoring systems.
SIZES_BEFORE = {
    "players": 300,
    "circuits": 2,
    "tournaments": 40,
    "boards": 699,
    "board_results": 4893,
    "standings": 580,
    "games": 299,
    "game_results": 2000,
}
