"""Files the import refuses, shared by the tests that read the refusal in French (the
admin) and in English (the commands)."""

import json

#: the tournament the bad bundle describes
KEY = "olga-spring-2025"


def bad_bundle() -> bytes:
    """Two players classified, one of them 9th: an impossible rank."""
    players = [
        {"key": "imp-1", "first_name": "Iris", "last_name": "Imre", "nationality": "FR"},
        {"key": "imp-2", "first_name": "Ivo", "last_name": "Ionescu", "nationality": "RO"},
    ]
    tournament = {
        "key": KEY,
        "name": "Olga Spring Cup",
        "start_date": "2025-03-01",
        "end_date": "2025-03-02",
        "standings": [{"player": "imp-1", "rank": 1}, {"player": "imp-2", "rank": 9}],
    }
    data = {
        "format": "diplomacy-results",
        "version": 1,
        "players": players,
        "tournaments": [tournament],
    }
    return json.dumps(data).encode()


#: what the import says of bad_bundle() saved as bad.json, in English
ENGLISH = (
    f"bad.json: tournament {KEY} standing of imp-2: "
    "rank 9 is above 2, the number of players classified"
)
#: and in French (a non-breaking space before each colon)
FRENCH = (
    f"bad.json\u00a0: tournoi {KEY} classement de imp-2\u00a0: "
    "le rang 9 dépasse 2, le nombre de joueurs classés"
)
