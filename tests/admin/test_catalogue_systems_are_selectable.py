"""Every registered scoring system, the ones issue #17 adds included, is a choice on the
tournament form, and a tournament imported with one of them gets computed standings."""

import pytest

from tournaments.importing import import_bundle_data
from tournaments.models import ComputedStanding
from tournaments.scoring import SYSTEMS, Position
from tournaments.standings import recompute_standings

from ..importing.bundles import bundle
from .helpers import admin_url

ADDED = [
    "duct-tape-v2",
    "duct-tape-v2-elimination-order",
    "mischief",
    "ranked-classic",
    "solos",
    "vulcan",
    "your-draw-size-short",
    "your-draw-size-unlimited",
    "ranked-classic-v2",
]


def test_the_tournament_form_offers_every_registered_system(alice_client):
    form = alice_client.get(admin_url("tournament_add")).context["adminform"].form
    choices = dict(form.fields["scoring_system"].choices)
    for slug, system in SYSTEMS.items():
        assert choices[slug] == system.name
    assert set(ADDED) <= set(choices)


@pytest.mark.django_db
@pytest.mark.parametrize("slug", ADDED)
def test_a_tournament_scored_with_an_added_system_gets_computed_standings(slug):
    data = bundle()
    data["tournaments"][0]["scoring_system"] = slug
    import_bundle_data(data)
    recompute_standings()
    rows = ComputedStanding.objects.filter(tournament__key="t1").order_by("rank")
    assert rows.count() == 7
    # both boards end 10-8-6-4-3-3-0: the player with 10 centres twice tops the table
    boards = data["tournaments"][0]["boards"]
    expected = sum(SYSTEMS[slug].score_game(_positions(b))[0] for b in boards)
    top = rows.get(player__key="p1")
    assert top.rank == 1 and top.score == pytest.approx(expected)


def _positions(board):
    return [
        Position(p["player"], p["power"], p["centres"], p["eliminated_year"])
        for p in board["players"]
    ]
