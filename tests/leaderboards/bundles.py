"""A small results bundle for page and API tests, with accented names."""

POWERS = ("Austria", "England", "France", "Germany", "Italy", "Russia", "Turkey")

PLAYERS = [
    ("cs", "Cyrille", "SÉVIN", "FR", "FR"),
    ("zo", "Zoë", "Øster", "DK", "DK"),
    ("lk", "Łukasz", "Kowalski", "PL", "DE"),
    ("jm", "José", "Muñoz", "ES", "ES"),
    ("ak", "Ahmet", "Kılıç", "TR", "TR"),
    ("bb", "Björn", "Bäckström", "SE", "SE"),
    ("cc", "Chloé", "Dupré", "FR", "BE"),
    ("dd", "Dmitri", "Иванов", "RU", "RU"),
    ("ee", "Emma", "Smith", "GB", "GB"),
    ("ff", "Frank", "Meyer", "DE", "DE"),
    ("gg", "Gina", "Rossi", "IT", "IT"),
    ("hh", "Hana", "Sato", "JP", "US"),
    ("ii", "Ivo", "Novák", "CZ", "CZ"),
    ("jj", "Jan", "de Vries", "NL", "NL"),
]
KEYS = [p[0] for p in PLAYERS]


def board(round_no, number, keys, centres=(10, 8, 6, 4, 3, 3, 0)):
    return {
        "round": round_no,
        "board": number,
        "players": [
            {
                "player": key,
                "power": power,
                "centres": c,
                "eliminated_year": 1907 if c == 0 else None,
            }
            for key, power, c in zip(keys, POWERS, centres, strict=True)
        ],
    }


def tournament(key, name, end, *, keys, rounds=1, wc=False, circuits=(), standings=True, boards=()):
    t = {
        "key": key,
        "name": name,
        "start_date": end,
        "end_date": end,
        "city": "Paris",
        "country": "FR",
        "world_championship": wc,
        "rounds": rounds,
        "scoring_system": "squares-daanz",
        "circuits": list(circuits),
    }
    if standings:
        t["standings"] = [{"player": k, "rank": i + 1} for i, k in enumerate(keys)]
    if boards:
        t["boards"] = list(boards)
    return t


def bundle():
    return {
        "format": "diplomacy-results",
        "version": 1,
        "players": [
            {"key": k, "first_name": f, "last_name": last, "nationality": n, "location": loc}
            for k, f, last, n, loc in PLAYERS
        ],
        "circuits": [
            {"key": "gp-2013", "name": "Grand Prix 2013", "best_of": 3},
            {"key": "empty", "name": "Nothing Counted", "best_of": 2},
        ],
        "tournaments": [
            tournament(
                "wdc-2013",
                "World DipCon XXIII",
                "2013-08-25",
                keys=KEYS,
                rounds=5,
                wc=True,
                circuits=["gp-2013"],
            ),
            tournament(
                "open-2015",
                "Paris Open",
                "2015-05-10",
                keys=KEYS[:7],
                rounds=2,
                circuits=["gp-2013"],
            ),
            tournament("old-1999", "Old Cup", "1999-06-01", keys=KEYS[7:]),
            tournament(
                "boards-2016",
                "Board Cup",
                "2016-03-01",
                keys=KEYS[:7],
                standings=False,
                boards=[board(1, 1, KEYS[:7])],
            ),
        ],
        "games": [
            {
                "key": "web-1",
                "end_date": "2019-04-02",
                "variant": "classic",
                "press": "gunboat",
                "phase_minutes": 1440,
                "game_scoring": "dss",
                "players": board(1, 1, KEYS[7:])["players"],
            },
        ],
    }


def load():
    """Import the bundle and compute standings and ratings in-process."""
    from ratings.services import recompute_all
    from tournaments.importing import import_bundle_data
    from tournaments.standings import recompute_standings

    import_bundle_data(bundle(), source="test-bundle")
    recompute_standings()
    recompute_all()
