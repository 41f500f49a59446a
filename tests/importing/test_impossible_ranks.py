"""A classification no event could have produced is refused by every import
with one line naming the file, the tournament and the player, and nothing is
written: a rank above the number of players classified (rank 1000 of 7 gave a
percentile of -14178.57), and ties that don't add up (1, 1, 2). Gaps within N
and either tie convention (1, 1, 3 and 1, 3, 3) are accepted."""

import json

import pytest

from tests.exchange.wdr_samples import encode, tournament_file
from tests.importing.bundles import bundle
from tournaments.exchange.wdd_export import wdd_pair
from tournaments.importing import ImportFailed, import_payloads
from tournaments.models import Standing, Tournament

pytestmark = pytest.mark.django_db


def standings():
    return sorted(Standing.objects.values_list("tournament__key", "player__key", "rank"))


def refuse(payloads, *needles, tournament_key=None):
    before = standings()
    with pytest.raises(ImportFailed) as info:
        import_payloads(payloads, tournament_key=tournament_key)
    message = str(info.value)
    assert "\n" not in message
    for needle in needles:
        assert needle in message, message
    assert standings() == before
    return message


def with_ranks(ranks: list[int]) -> bytes:
    data = bundle()
    data["tournaments"][0]["standings"] = [
        {"player": f"p{i}", "rank": r} for i, r in enumerate(ranks, start=1)
    ]
    return json.dumps(data).encode()


@pytest.fixture
def seeded():
    import_payloads([("seed.json", with_ranks([1, 2, 3, 4, 5, 6, 7]))])
    return Tournament.objects.get(key="t1")


# -- bundle -----------------------------------------------------------------------------


def test_a_bundle_rank_above_the_players_classified_is_refused():
    message = refuse(
        [("results.json", with_ranks([1, 2, 3, 4, 5, 6, 1000]))],
        "results.json: tournament t1 standing of p7: rank 1000 is above 7",
    )
    assert "number of players classified" in message
    assert not Tournament.objects.exists()


def test_a_bundle_tie_that_does_not_add_up_is_refused():
    refuse(
        [("results.json", with_ranks([1, 1, 2, 3, 4, 5, 6]))],
        "tournament t1 standing of p3: rank 2, but 2 players rank ahead",
    )


def test_rank_zero_and_negative_ranks_are_refused():
    refuse([("results.json", with_ranks([0, 1, 2, 3, 4, 5, 6]))], "standing of p1", "rank 0")
    refuse([("results.json", with_ranks([-3, 1, 2, 3, 4, 5, 6]))], "standing of p1", "rank -3")


@pytest.mark.parametrize(
    "ranks",
    [[1, 1, 3, 4, 5, 6, 7], [1, 3, 3, 4, 5, 7, 7], [1, 2, 3, 4, 4, 4, 4], [2, 2, 3, 4, 5, 6, 7]],
)
def test_ties_and_gaps_within_the_players_classified_are_accepted(ranks):
    import_payloads([("results.json", with_ranks(ranks))])
    assert [r for _t, _p, r in standings()] == ranks


# -- CSV standings ----------------------------------------------------------------------


def csv_standings(ranks: list[int]) -> bytes:
    lines = ["rank,first_name,last_name,nationality,location"]
    lines += [f"{r},Fïrst{i},Låst{i},FR,BE" for i, r in enumerate(ranks, start=1)]
    return ("\n".join(lines) + "\n").encode()


def test_csv_standings_with_a_rank_above_n_are_refused(seeded):
    refuse(
        [("standings.csv", csv_standings([1, 2, 9]))],
        "standings.csv: tournament t1 line 4 (Fïrst3 Låst3): rank 9 is above 3",
        tournament_key="t1",
    )


def test_csv_standings_with_a_tie_that_does_not_add_up_are_refused(seeded):
    refuse(
        [("standings.csv", csv_standings([1, 1, 2]))],
        "tournament t1 line 4 (Fïrst3 Låst3): rank 2, but 2 players rank ahead",
        tournament_key="t1",
    )


# -- the WDD pair -----------------------------------------------------------------------


def reranked_pair(tournament, ranks: dict[str, str]) -> list[tuple[str, bytes]]:
    """The tournament's WDD pair with some RANK cells replaced (by last name)."""
    pair = wdd_pair(tournament)
    lines = pair["classification.csv"].decode().split("\r\n")
    header = lines[0].split(",")
    name, rank = header.index("NAME"), header.index("RANK")
    for i, line in enumerate(lines[1:], start=1):
        cells = line.split(",")
        if len(cells) > rank and cells[name] in ranks:
            cells[rank] = ranks[cells[name]]
            lines[i] = ",".join(cells)
    return [
        ("classification.csv", "\r\n".join(lines).encode()),
        ("boards.csv", pair["boards.csv"]),
    ]


def test_a_wdd_pair_with_a_rank_above_n_is_refused(seeded):
    refuse(
        reranked_pair(seeded, {"Låst7": "1000"}),
        "classification.csv: tournament t1 line 8 (Fïrst7 Låst7): rank 1000 is above 7",
        tournament_key="t1",
    )


def test_a_wdd_pair_counts_only_ranked_rows(seeded):
    # Player 7 listed without a rank: six players classified, so rank 7 is too high.
    refuse(
        reranked_pair(seeded, {"Låst7": "", "Låst6": "7"}),
        "tournament t1 line 7 (Fïrst6 Låst6): rank 7 is above 6",
        tournament_key="t1",
    )


# -- WDR tournament file ----------------------------------------------------------------


def test_a_wdr_classification_with_a_rank_above_n_is_refused():
    data = tournament_file()
    data["tournament_classifications"][1]["player_rank"] = 40
    refuse(
        [("wdc.json", encode(data))],
        "wdc.json: tournament wdd-t987 classification of wdd-55: rank 40 is above 2",
    )


def test_a_wdr_classification_tied_first_then_second_is_refused():
    data = tournament_file()
    data["tournament_classifications"][0]["player_rank"] = 2
    data["tournament_classifications"][1]["player_rank"] = 2
    import_payloads([("wdc.json", encode(data))])  # 2, 2: a gap, within N
    data["tournament_classifications"].append(
        {**data["tournament_classifications"][1], "player_wdd_id": 56, "player_id": 4175}
    )
    data["tournament_classifications"][0]["player_rank"] = 1
    data["tournament_classifications"][1]["player_rank"] = 1
    refuse([("wdc.json", encode(data))], "classification of wdd-56: rank 2, but 2 players")
