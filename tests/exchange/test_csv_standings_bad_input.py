"""CSV standings errors name the line; the old standings survive a failed import."""

import json

import pytest

from tests.importing.bundles import bundle
from tournaments.importing import ImportFailed, import_payloads
from tournaments.models import Standing

pytestmark = pytest.mark.django_db


@pytest.fixture
def tournament():
    import_payloads([("seed.json", json.dumps(bundle()).encode())])
    return "t1"


def refuse_csv(text, *needles):
    before = list(Standing.objects.values_list("player__key", "rank"))
    with pytest.raises(ImportFailed) as info:
        import_payloads([("standings.csv", text.encode())], tournament_key="t1")
    for needle in needles:
        assert needle in str(info.value), str(info.value)
    assert list(Standing.objects.values_list("player__key", "rank")) == before
    return str(info.value)


def test_it_rejects_a_csv_with_a_missing_column(tournament):
    refuse_csv("rank,first_name,nationality\n1,Ann,FR\n", "line 1", "missing column 'last_name'")


def test_it_rejects_a_csv_rank_below_one(tournament):
    refuse_csv("rank,first_name,last_name,nationality,location\n0,Ann,Bé,FR,\n", "line 2", "rank 0")


def test_it_rejects_a_csv_with_a_bad_country(tournament):
    refuse_csv(
        "rank,first_name,last_name,nationality,location\n1,Ann,Bé,France,\n",
        "line 2",
        "'France' is not an ISO",
    )


def test_it_rejects_a_csv_without_a_tournament():
    with pytest.raises(ImportFailed, match="needs --tournament KEY"):
        import_payloads([("s.csv", b"rank,first_name,last_name,nationality,location\n")])


def test_it_rejects_a_row_matching_several_players(tournament):
    from tournaments.models import Player

    Player.objects.create(key="x1", first_name="Jo", last_name="Doe", nationality="US")
    Player.objects.create(key="x2", first_name="Jo", last_name="Doe", nationality="US")
    refuse_csv(
        "rank,first_name,last_name,nationality,location\n1,Jo,Doe,US,US\n",
        "line 2",
        "matches several players",
    )
