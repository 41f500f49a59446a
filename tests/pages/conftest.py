"""A small site for the page tests: eight players (one with a hostile name), three events
(published placements only, boards only, both), a circuit and an online game, imported
through the real importer; computed standings and ratings filled in when their services
are installed."""

from types import SimpleNamespace

import pytest

from tournaments.importing import import_bundle_data
from tournaments.models import Circuit, Player, Tournament

POWERS = ("Austria", "England", "France", "Germany", "Italy", "Russia", "Turkey")
EVIL = "<script>alert(1)</script>"

PLAYERS = [
    ("p1", "Cyrille", "Sevin", "FR", "FR"),
    ("p2", "Brandon", "Fogel", "US", "US"),
    ("p3", "Toby", "Harris", "GB", "GB"),
    ("p4", "Chris", "Brand", "NL", "BE"),
    ("p5", "Rémi", "Bèges", "FR", "FR"),
    ("p6", "Ali", "Yilmaz", "TR", "DE"),
    ("p7", EVIL, "O'Brien & Co", "IE", "IE"),
    ("p8", "Giulia", "Rossi", "IT", "IT"),
]


def board(round_no, number, seats, centres, years=None):
    years = years or {}
    return {
        "round": round_no,
        "board": number,
        "players": [
            {
                "player": key,
                "power": power,
                "centres": c,
                "eliminated_year": years.get(key, 1906 if c == 0 else None),
            }
            for key, power, c in zip(seats, POWERS, centres, strict=True)
        ],
    }


def site_bundle():
    return {
        "format": "diplomacy-results",
        "version": 1,
        "players": [
            {"key": k, "first_name": first, "last_name": last, "nationality": n, "location": loc}
            for k, first, last, n, loc in PLAYERS
        ],
        "circuits": [{"key": "gp", "name": "Grand Prix", "season": "2013-2015", "best_of": 2}],
        "tournaments": [
            {
                # boards and published placements
                "key": "paris",
                "name": "Paris Open",
                "start_date": "2013-03-02",
                "end_date": "2013-03-03",
                "city": "Paris",
                "country": "FR",
                "world_championship": False,
                "rounds": 2,
                "scoring_system": "squares-daanz",
                "aggregation": "best-n",
                "aggregation_n": 1,
                "director": "Jean Dupont",
                "event_kind": "EDC",
                "circuits": ["gp"],
                "standings": [
                    {"player": k, "rank": i, "score": 100.0 - 10 * i}
                    for i, k in enumerate(["p1", "p2", "p3", "p4", "p5", "p6", "p7"], 1)
                ],
                "boards": [
                    board(1, 1, ["p1", "p2", "p3", "p4", "p5", "p6", "p7"], (10, 8, 6, 4, 3, 3, 0)),
                    board(2, 1, ["p2", "p1", "p4", "p3", "p6", "p7", "p5"], (9, 9, 7, 5, 2, 2, 0)),
                ],
            },
            {
                # boards only: the standings are computed
                "key": "london",
                "name": "London Masters",
                "start_date": "2014-05-10",
                "end_date": "2014-05-11",
                "city": "London",
                "country": "GB",
                "world_championship": False,
                "rounds": 1,
                "scoring_system": "win-tier",
                "circuits": ["gp"],
                "boards": [
                    board(1, 1, ["p3", "p7", "p8", "p1", "p2", "p4", "p6"], (18, 5, 4, 3, 2, 2, 0)),
                ],
            },
            {
                # published placements only, a world championship
                "key": "wdc",
                "name": "World DipCon",
                "start_date": "2015-08-20",
                "end_date": "2015-08-23",
                "city": "Chapel Hill",
                "country": "US",
                "world_championship": True,
                "rounds": 3,
                "scoring_system": "draw-size",
                "circuits": ["gp"],
                "standings": [
                    {"player": k, "rank": r}
                    for k, r in [
                        ("p7", 1),
                        ("p8", 2),
                        ("p1", 3),
                        ("p2", 3),
                        ("p3", 5),
                        ("p4", 6),
                        ("p5", 7),
                        ("p6", 8),
                    ]
                ],
            },
        ],
        "games": [
            {
                "key": "web-1",
                "end_date": "2016-02-01",
                "variant": "classic",
                "press": "gunboat",
                "phase_minutes": 1440,
                "game_scoring": "dss",
                "players": board(
                    1, 1, ["p1", "p2", "p3", "p4", "p5", "p6", "p7"], (12, 8, 6, 4, 2, 2, 0)
                )["players"],
            },
            {
                "key": "web-2",
                "end_date": "2016-06-01",
                "variant": "classic",
                "press": "full",
                "phase_minutes": 1440,
                "game_scoring": "sos",
                "players": board(
                    1, 1, ["p7", "p2", "p3", "p4", "p5", "p6", "p1"], (14, 8, 6, 4, 2, 0, 0)
                )["players"],
            },
        ],
    }


def compute_everything():
    """Computed standings and ratings, through the services when they are installed."""
    try:
        from tournaments.standings import recompute_standings
    except ImportError:
        recompute_standings = None
    if recompute_standings is not None:
        recompute_standings(None)
    try:
        from ratings.services import recompute_all
    except ImportError:
        recompute_all = None
    if recompute_all is not None:
        recompute_all()


@pytest.fixture
def site(db):
    import_bundle_data(site_bundle())
    compute_everything()
    players = {p.key: p for p in Player.objects.all()}
    tournaments = {t.key: t for t in Tournament.objects.all()}
    return SimpleNamespace(
        players=players,
        tournaments=tournaments,
        circuit=Circuit.objects.get(key="gp"),
        evil=players["p7"],
    )


def many_players_bundle(n, prefix="m"):
    return {
        "format": "diplomacy-results",
        "version": 1,
        "players": [
            {
                "key": f"{prefix}{i:03d}",
                "first_name": f"Name{i:03d}",
                "last_name": f"Zed{i:03d}",
                "nationality": "DE" if i % 2 else "FR",
            }
            for i in range(1, n + 1)
        ],
    }


def many_tournaments_bundle(n):
    players = [
        {"key": f"x{i}", "first_name": f"X{i}", "last_name": "Many", "nationality": "FR"}
        for i in range(1, 4)
    ]
    return {
        "format": "diplomacy-results",
        "version": 1,
        "players": players,
        "tournaments": [
            {
                "key": f"cup{i:03d}",
                "name": f"Cup {i:03d}",
                "start_date": f"20{i % 20 + 1:02d}-01-{i % 28 + 1:02d}",
                "end_date": f"20{i % 20 + 1:02d}-01-{i % 28 + 1:02d}",
                "city": "Lyon",
                "country": "FR",
                "world_championship": False,
                "rounds": 1,
                "standings": [{"player": p["key"], "rank": r} for r, p in enumerate(players, 1)],
            }
            for i in range(1, n + 1)
        ],
    }
