"""Small valid bundles for import tests, built fresh for each test to mutate."""

POWERS = ("Austria", "England", "France", "Germany", "Italy", "Russia", "Turkey")


def players(n=7, prefix="p"):
    return [
        {
            "key": f"{prefix}{i}",
            "first_name": f"Fïrst{i}",
            "last_name": f"Låst{i}",
            "nationality": "FR",
            "location": "BE",
        }
        for i in range(1, n + 1)
    ]


def board(round_no=1, number=1, centres=(10, 8, 6, 4, 3, 3, 0), prefix="p"):
    return {
        "round": round_no,
        "board": number,
        "players": [
            {
                "player": f"{prefix}{i + 1}",
                "power": power,
                "centres": c,
                "eliminated_year": 1907 if c == 0 else None,
            }
            for i, (power, c) in enumerate(zip(POWERS, centres, strict=True))
        ],
    }


def bundle():
    return {
        "format": "diplomacy-results",
        "version": 1,
        "players": players(),
        "circuits": [{"key": "c1", "name": "Grand Prix", "best_of": 3}],
        "tournaments": [
            {
                "key": "t1",
                "name": "Paris Open",
                "start_date": "2013-08-23",
                "end_date": "2013-08-25",
                "city": "Paris",
                "country": "FR",
                "world_championship": False,
                "rounds": 2,
                "scoring_system": "squares-daanz",
                "circuits": ["c1"],
                "standings": [{"player": f"p{i}", "rank": i} for i in range(1, 8)],
                "boards": [board(1, 1), board(2, 1)],
            }
        ],
        "games": [
            {
                "key": "g1",
                "end_date": "2019-04-02",
                "variant": "classic",
                "press": "gunboat",
                "phase_minutes": 1440,
                "game_scoring": "dss",
                "players": board()["players"],
            }
        ],
    }
