"""Every admin page renders, and the tournament page leads to rounds and boards."""

import pytest

from tournaments.models import Circuit, ComputedStanding

from .helpers import admin_url

MODELS = [
    "tournament",
    "round",
    "board",
    "onlinegame",
    "gameresult",
    "standing",
    "player",
    "playeralias",
    "circuit",
    "computedstanding",
    "boardscore",
    "countryaward",
    "playermerge",
]


@pytest.mark.parametrize("model", MODELS)
def test_superuser_changelists_render(admin_client_, t1, t2, model):
    assert admin_client_.get(admin_url(f"{model}_changelist")).status_code == 200


@pytest.mark.parametrize(
    "model", ["tournament", "round", "board", "onlinegame", "standing", "player", "circuit"]
)
def test_superuser_add_pages_render(admin_client_, model):
    assert admin_client_.get(admin_url(f"{model}_add")).status_code == 200


@pytest.mark.parametrize(
    "model",
    [
        "tournament",
        "round",
        "board",
        "gameresult",
        "standing",
        "player",
        "circuit",
        "computedstanding",
    ],
)
def test_organizer_changelists_render(alice_client, t1, model):
    assert alice_client.get(admin_url(f"{model}_changelist")).status_code == 200


def test_organizer_cannot_add_circuits(alice_client):
    assert alice_client.get(admin_url("circuit_add")).status_code == 403


def test_tournament_page_links_to_its_boards_and_to_add_a_board(alice_client, t1):
    response = alice_client.get(admin_url("tournament_change", t1.tournament.pk))
    html = response.content.decode()
    assert f"{admin_url('board_add')}?round={t1.round.pk}" in html
    assert (
        f"{admin_url('board_changelist')}?round__tournament__id__exact={t1.tournament.pk}" in html
    )
    assert f"{admin_url('round_add')}?tournament={t1.tournament.pk}" in html


def test_add_board_link_preselects_the_round(alice_client, t1):
    response = alice_client.get(admin_url("board_add"), {"round": t1.round.pk})
    assert response.context["adminform"].form.initial["round"] == str(t1.round.pk)


def test_round_page_edits_its_boards(alice_client, t1):
    response = alice_client.get(admin_url("round_change", t1.round.pk))
    formsets = [f.formset for f in response.context["inline_admin_formsets"]]
    assert [list(f.queryset) for f in formsets] == [[t1.board]]


def test_board_page_shows_its_results(alice_client, t1):
    response = alice_client.get(admin_url("board_change", t1.board.pk))
    formset = response.context["inline_admin_formsets"][0].formset
    assert {r.power for r in formset.queryset} == {"France", "England"}


def test_tournament_list_filters_by_end_year(admin_client_, t1, t2):
    t2.tournament.start_date = t2.tournament.end_date = t2.tournament.end_date.replace(year=2019)
    t2.tournament.save()
    response = admin_client_.get(admin_url("tournament_changelist"), {"year": "2019"})
    assert list(response.context["cl"].result_list) == [t2.tournament]


def test_computed_standings_are_read_only_for_organizers(alice_client, t1, t2, players):
    own = ComputedStanding.objects.create(
        tournament=t1.tournament, player=players[0], rank=1, score=10, dip_pouch_score=75
    )
    ComputedStanding.objects.create(
        tournament=t2.tournament, player=players[0], rank=1, score=10, dip_pouch_score=75
    )
    response = alice_client.get(admin_url("computedstanding_changelist"))
    assert list(response.context["cl"].result_list) == [own]
    response = alice_client.post(
        admin_url("computedstanding_change", own.pk), {"rank": "5", "score": "1"}
    )
    own.refresh_from_db()
    assert own.rank == 1


def test_superuser_puts_tournaments_in_a_circuit_from_the_circuit_page(admin_client_, t1, t2):
    response = admin_client_.post(
        admin_url("circuit_add"),
        {
            "key": "gp-2024",
            "name": "Grand Prix 2024",
            "season": "2024",
            "best_of": "2",
            "tournaments": [str(t1.tournament.pk), str(t2.tournament.pk)],
        },
    )
    assert response.status_code == 302
    circuit = Circuit.objects.get(key="gp-2024")
    assert set(circuit.tournaments.all()) == {t1.tournament, t2.tournament}


def test_best_n_aggregation_needs_n(alice_client):
    data = {
        "key": "bn",
        "name": "BN",
        "start_date": "2025-01-01",
        "end_date": "2025-01-02",
        "kind": "tournament",
        "rounds": "3",
        "aggregation": "best-n",
        "round_set-TOTAL_FORMS": "0",
        "round_set-INITIAL_FORMS": "0",
        "standings-TOTAL_FORMS": "0",
        "standings-INITIAL_FORMS": "0",
    }
    response = alice_client.post(admin_url("tournament_add"), data)
    assert response.status_code == 200
    assert "give N" in str(response.context["adminform"].form.errors["aggregation_n"])
