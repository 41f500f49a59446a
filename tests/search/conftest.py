"""Players and tournaments whose names carry accents and capitals, imported through the
real importer (its bulk path, which bypasses save()), with standings and ratings."""

import pytest

POWERS = ("Austria", "England", "France", "Germany", "Italy", "Russia", "Turkey")

#: (key, first name, last name): accents, capitals, a hyphen, and names whose
#: byte order differs from their collation order (Böhm, Bélanger before Byrne).
PLAYERS = [
    ("h1", "Hervé", "Lefèvre"),
    ("h2", "Cyrille", "SÉVIN"),
    ("h3", "Anne", "Byrne"),
    ("h4", "Luc", "Bélanger"),
    ("h5", "Zoé", "Bénard"),
    ("h6", "Jörg", "Böhm"),
    ("h7", "Jean-Pierre", "Ångström"),
]


def search_bundle() -> dict:
    keys = [k for k, _f, _l in PLAYERS]
    centres = (10, 8, 6, 5, 3, 2, 0)
    return {
        "format": "diplomacy-results",
        "version": 1,
        "players": [
            {"key": k, "first_name": f, "last_name": last, "nationality": "FR", "location": "FR"}
            for k, f, last in PLAYERS
        ],
        "tournaments": [
            {
                "key": "geneve",
                "name": "Coupe de Genève",
                "start_date": "2024-05-04",
                "end_date": "2024-05-05",
                "city": "Zürich",
                "country": "CH",
                "rounds": 1,
                "scoring_system": "sum-of-squares",
                "boards": [
                    {
                        "round": 1,
                        "board": 1,
                        "players": [
                            {
                                "player": k,
                                "power": p,
                                "centres": c,
                                "eliminated_year": 1907 if c == 0 else None,
                            }
                            for k, p, c in zip(keys, POWERS, centres, strict=True)
                        ],
                    }
                ],
            }
        ],
    }


@pytest.fixture
def accented(db):
    """The bundle, imported; computed standings and every rating table filled in."""
    from ratings.services import recompute_all
    from tournaments.importing import import_bundle_data
    from tournaments.standings import recompute_standings

    import_bundle_data(search_bundle(), source="search-bundle")
    recompute_standings()
    recompute_all()


@pytest.fixture(autouse=True)
def unthrottled(settings):
    """The API's rate limit off: every test client is the same address."""
    settings.REST_FRAMEWORK = {**settings.REST_FRAMEWORK, "DEFAULT_THROTTLE_RATES": {"anon": None}}
