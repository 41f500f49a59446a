"""Every registered scoring system can be chosen for a tournament: the import accepts its
slug, the admin form offers it, and the recompute stores standings and board scores under it
(the choices come from the registry at run time, so a new system needs no migration)."""

import pytest

from tests.importing.bundles import bundle
from tournaments.admin.tournament_forms import TournamentAdminForm
from tournaments.importing import import_bundle_data
from tournaments.models import BoardScore, ComputedStanding, GameResult, Tournament
from tournaments.scoring import SYSTEMS, Aggregation, BoardInput, Position, get_system
from tournaments.standings import recompute_standings

pytestmark = pytest.mark.django_db


def test_the_admin_form_offers_every_registered_system():
    choices = [value for value, _label in TournamentAdminForm().fields["scoring_system"].choices]
    assert [c for c in choices if c] == list(SYSTEMS)


@pytest.mark.parametrize("slug", list(SYSTEMS))
def test_a_tournament_scored_by_the_system_gets_its_standings(slug):
    data = bundle()
    data["tournaments"][0]["scoring_system"] = slug
    import_bundle_data(data)
    recompute_standings(None)
    tournament = Tournament.objects.get(key="t1")
    assert tournament.scoring_system == slug
    stored = dict(
        ComputedStanding.objects.filter(tournament=tournament).values_list("player__key", "score")
    )
    boards = {}
    for r in GameResult.objects.filter(game__round__tournament=tournament).select_related(
        "game__round", "player"
    ):
        key = (r.game.round.number, r.game.number)
        boards.setdefault(key, []).append(
            Position(r.player.key, r.power, r.centres, r.eliminated_year)
        )
    inputs = [BoardInput(rnd, n, tuple(ps)) for (rnd, n), ps in boards.items()]
    expected = {row.player: row.score for row in get_system(slug).rank(inputs, Aggregation()).rows}
    assert stored == pytest.approx(expected)
    board_scores = BoardScore.objects.filter(result__game__round__tournament=tournament)
    assert board_scores.count() == sum(map(len, boards.values()))
