"""A small rated history for the history pages and their API: eight players,
four Dip Pouch events over three years (one before 2001, worth nothing), a
seven-player classic full-press draw (the spec's Ghost worked check), a later
solo, and a France vs Austria duel; every system recomputed."""

from types import SimpleNamespace

import pytest

from ratings import services, tasks
from tests.pages.conftest import board
from tests.ratings.builders import bundle, game, player, tournament
from tournaments.models import Game, Player, Tournament

KEYS = ["a", "b", "c", "d", "e", "f", "g", "h"]
PLAYERS = [
    player(k, nat, first=first, last=last)
    for k, nat, first, last in [
        ("a", "FR", "Anne", "Martin"),
        ("b", "FR", "Bruno", "Marchand"),
        ("c", "GB", "Carl", "Smith"),
        ("d", "GB", "Dora", "Jones"),
        ("e", "DE", "Eva", "Maier"),
        ("f", "IT", "Fabio", "Rossi"),
        ("g", "NL", "Gert", "Visser"),
        ("h", "US", "Hank", "Miller"),
    ]
]
EVENTS = [
    tournament("old", "1999-05-01", ["a", "h", "b"], name="Old Cup"),
    tournament("spring", "2012-04-01", ["a", "b", "c", "d"], name="Spring Open"),
    tournament("summer", "2013-07-01", ["c", "a", "e", "d", "b"], name="Summer Masters"),
    tournament("autumn", "2014-10-05", ["e", "a", "c"], name="Autumn Cup", rounds=1),
    {
        # published placements and two boards: Dip Pouch takes the placements,
        # the game-based tables the boards
        **tournament(
            "winter", "2014-12-07", ["g", "f", "e", "d", "c", "b", "a"], name="Winter Open"
        ),
        "boards": [
            board(1, 1, ["a", "b", "c", "d", "e", "f", "g"], (4, 5, 6, 3, 3, 5, 8)),
            board(2, 1, ["g", "f", "e", "d", "c", "b", "a"], (10, 8, 6, 4, 3, 3, 0)),
        ],
    },
]
GAMES = [
    # seven newcomers, a three-way draw: x = 40, drawers +7.619, the others -5.714
    game(
        "draw",
        "2013-03-03",
        [("a", 12), ("b", 11), ("c", 11), ("d", 0), ("e", 0), ("f", 0), ("g", 0)],
    ),
    game(
        "solo",
        "2014-02-02",
        [("a", 18), ("b", 6), ("c", 5), ("d", 5), ("e", 0), ("f", 0), ("g", 0)],
    ),
    game("duel", "2014-03-03", [("a", 18), ("b", 0)], variant="fva"),
]


@pytest.fixture
def history(db, monkeypatch):
    from tournaments.importing import import_bundle_data

    monkeypatch.setattr(tasks, "schedule_recompute", lambda tournament_ids=(): None)
    import_bundle_data(bundle(PLAYERS, EVENTS, GAMES), source="histories")
    services.recompute_all()
    players = {p.key: p for p in Player.objects.all()}
    return SimpleNamespace(
        players=players,
        anne=players["a"],
        hank=players["h"],
        events={t.key: t for t in Tournament.objects.all()},
        games={g.key: g for g in Game.objects.filter(round__isnull=True)},
    )


def history_url(player, system, category="overall") -> str:
    return f"/players/{player.pk}/{player.slug}/ratings/{system}/{category}/"
