"""Every system's game comparison begins with the game's outcome and score (steps 1
and 2 of the Squares-DAANZ comparison): the best-country awards pass over the games
that fall below a power's best on those two before building any key."""

from hypothesis import HealthCheck, given, settings

from tournaments.scoring import SYSTEMS

from .test_best_country_ties_on_steps_one_to_four_go_to_step_five import tournaments


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tournaments())
def test_every_systems_keys_begin_with_the_outcome_and_the_score(boards_):
    for system in SYSTEMS.values():
        for g in (g for b in boards_ for g in system.played_games(b)):
            assert system.game_key_head(g)[:2] == (g.outcome, g.score)
            assert system.game_key(g)[:2] == (g.outcome, g.score)
            assert g.value == float(g.score)
