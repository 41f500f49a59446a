"""WDR API JSON as saved from /api/v1/players/<id> and /api/v1/tournaments/<id>, built fresh per test."""

import json


def tournament_entry(wdr_id=1545, wdd_id=987, rank=3, kind="WDC", name="World DipCon XXIII"):
    return {
        "tournament_id": wdr_id,
        "tournament_wdd_id": wdd_id,
        "tournament_name": name,
        "tournament_start_date": "2013-08-23",
        "tournament_end_date": "2013-08-25",
        "tournament_kind": kind,
        "tournament_event_type": "Tournament",
        "tournament_player_rank": rank,
    }


def board_entry(
    tournament=1545,
    rnd=1,
    number=2,
    power="France",
    centres=12,
    year=None,
    variant="Standard (7)",
    rank=1,
    score=40.5,
):
    return {
        "board_tournament": tournament,
        "board_round": rnd,
        "board_number": number,
        "board_power": power,
        "board_centers": centres,
        "board_score": score,
        "board_rank": rank,
        "board_year_of_elimination": year,
        "board_is_top": False,
        "board_url": None,
        "board_variant": variant,
    }


def player(
    wdd_id=1234,
    first="Cyrille",
    last="Sevin",
    nationality="FR",
    location="FR",
    tournaments=None,
    boards=None,
):
    return {
        "player_wdd_id": wdd_id,
        "player_first_name": first,
        "player_last_name": last,
        "player_nationality": nationality,
        "player_location": location,
        "player_tournaments_played": [tournament_entry()] if tournaments is None else tournaments,
        "player_boards_played": [board_entry()] if boards is None else boards,
        "player_awards": [],
        "player_rankings": {},
    }


def tournament_file(classifications=None, **meta):
    data = {
        "tournament_id": 1545,
        "tournament_wdd_id": 987,
        "tournament_name": "World DipCon XXIII",
        "tournament_start_date": "2013-08-23",
        "tournament_end_date": "2013-08-25",
        "tournament_kind": "WDC",
        "tournament_classifications": classifications
        if classifications is not None
        else [
            {
                "player_id": 4173,
                "player_wdd_id": 1234,
                "player_full_name": "Cyrille Sevin",
                "player_first_name": "Cyrille",
                "player_last_name": "Sevin",
                "player_nationality": "FR",
                "player_score": 120.5,
                "player_rank": 1,
            },
            {
                "player_id": 4174,
                "player_wdd_id": 55,
                "player_full_name": "Edi Birsan",
                "player_first_name": "Edi",
                "player_last_name": "Birsan",
                "player_nationality": "US",
                "player_score": 99.0,
                "player_rank": 2,
            },
        ],
    }
    data.update(meta)
    return data


def encode(data) -> bytes:
    return json.dumps(data).encode()
