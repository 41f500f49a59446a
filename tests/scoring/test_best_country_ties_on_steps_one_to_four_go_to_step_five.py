"""Best country awards compare steps 1 to 4 of the game comparison first and build step 5
(the score differences) only for games that tie a power's best on them: the awards must be
exactly those of comparing every game's full key."""

from collections import defaultdict

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tournaments.scoring import SYSTEMS, BoardInput, Position, get_system
from tournaments.scoring.ordering import player_sort_key, power_sort_key

from .helpers import board
from .test_properties import boards

SD = get_system("squares-daanz")
# Austria ("a" / "h") on 10 centres, equal 1st of 2, same score (100 / 252) on both boards:
# only step 5 separates them (the 3rd placed player scores 25 against 36 out of 252)
NEAR = [("a", 10), ("b", 10), ("c", 5), ("d", 4), ("e", 3), ("f", 1), ("g", 1)]
FAR = [("h", 10), ("i", 10), ("j", 6), ("k", 4), ("l", 0, 1905), ("m", 0, 1905), ("n", 0, 1905)]


def full_key_awards(system, games):
    """The awards as the spec words them: every game's full key compared."""
    best, winners = {}, defaultdict(set)
    for g in games:
        power, key = g.position.power, system.game_key(g)
        if power not in best or key > best[power]:
            best[power], winners[power] = key, {g.player}
        elif key == best[power]:
            winners[power].add(g.player)
    return {p: sorted(winners[p], key=player_sort_key) for p in sorted(best, key=power_sort_key)}


@pytest.mark.parametrize("numbers", [(1, 2), (2, 1)], ids=["better-first", "better-second"])
def test_equal_first_four_steps_leave_the_award_to_step_five(numbers):
    near, far = board(1, numbers[0], NEAR), board(1, numbers[1], FAR)
    games = [SD.game(near, "a"), SD.game(far, "h")]
    assert SD.game_key_head(games[0]) == SD.game_key_head(games[1])
    assert SD.rank([near, far]).awards["Austria"] == ["a"]


@st.composite
def tournaments(draw):
    """Two to five boards drawn from a pool of eight players, so players meet again and
    several games are played with each power."""
    out = []
    for number in range(1, draw(st.integers(2, 5)) + 1):
        positions = draw(boards(size=draw(st.integers(2, 7))))
        names = draw(st.permutations([f"p{i}" for i in range(8)]))
        out.append(
            BoardInput(
                1,
                number,
                tuple(
                    Position(name, p.power, p.centres, p.eliminated_year)
                    for name, p in zip(names, positions, strict=False)
                ),
            )
        )
    return out


# every system on each example: slow under a loaded machine, so no deadline
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tournaments())
def test_every_systems_awards_are_those_of_comparing_full_keys(boards_):
    for system in SYSTEMS.values():
        games = [g for b in boards_ for g in system.played_games(b)]
        for g in games:
            head = system.game_key_head(g)
            assert system.game_key(g)[: len(head)] == head
        assert system.awards(games) == full_key_awards(system, games)
