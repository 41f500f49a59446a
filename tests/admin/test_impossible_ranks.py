"""The admin refuses the classifications the imports refuse (the same check,
tournaments.placements): a rank above the number of players classified, and
ties that don't add up, in the tournament's standings inline and on a single
standing's own page; in English and in French."""

from django.utils import translation

from tournaments.models import Standing

from .helpers import admin_url, form_data


def post_ranks(client, world, ranks, language="en"):
    url = admin_url("tournament_change", world.tournament.pk)
    data = form_data(client.get(url))
    for i, rank in enumerate(ranks):
        data[f"standings-{i}-rank"] = str(rank)
    return client.post(url, data, headers={"accept-language": language})


def standings_errors(response) -> str:
    formsets = {f.formset.prefix: f.formset for f in response.context["inline_admin_formsets"]}
    return str(formsets["standings"].non_form_errors())


def ranks_of(world) -> list[int]:
    return sorted(world.tournament.standings.values_list("rank", flat=True))


def test_the_inline_refuses_a_rank_above_the_players_classified(alice_client, t1):
    response = post_ranks(alice_client, t1, [1, 1000])
    assert response.status_code == 200
    errors = standings_errors(response)
    assert "Ben Birch" in errors and "1000" in errors and "only 2 players" in errors
    assert ranks_of(t1) == [1, 2]


def test_the_inline_refuses_a_tie_that_does_not_add_up(alice_client, t1, players):
    url = admin_url("tournament_change", t1.tournament.pk)
    data = form_data(alice_client.get(url))
    data["standings-TOTAL_FORMS"] = "3"
    data["standings-0-rank"] = data["standings-1-rank"] = "1"
    data["standings-2-player"], data["standings-2-rank"] = str(players[2].pk), "2"
    response = alice_client.post(url, data)
    assert response.status_code == 200
    assert "Cat Cole" in standings_errors(response)
    assert "2 players rank ahead" in standings_errors(response)
    assert ranks_of(t1) == [1, 2]


def test_the_message_is_in_french_for_a_french_organizer(alice_client, t1):
    response = post_ranks(alice_client, t1, [1, 1000], language="fr")
    errors = standings_errors(response)
    assert "seulement 2 joueurs classés" in errors, errors


def test_deleting_a_player_without_renumbering_is_refused(alice_client, t1, players):
    url = admin_url("tournament_change", t1.tournament.pk)
    data = form_data(alice_client.get(url))
    data["standings-0-DELETE"] = "on"
    response = alice_client.post(url, data)
    assert response.status_code == 200
    assert "rank 2" in standings_errors(response).lower()
    assert ranks_of(t1) == [1, 2]


def test_a_tie_and_a_renumbered_deletion_are_accepted(alice_client, t1):
    assert post_ranks(alice_client, t1, [1, 1]).status_code == 302
    assert ranks_of(t1) == [1, 1]


def test_a_single_standing_page_refuses_a_rank_above_n(alice_client, t1):
    standing = Standing.objects.get(tournament=t1.tournament, rank=2)
    url = admin_url("standing_change", standing.pk)
    response = alice_client.post(url, form_data(alice_client.get(url), rank="1000"))
    assert response.status_code == 200
    assert "only 2 players" in str(response.context["adminform"].form.errors)
    standing.refresh_from_db()
    assert standing.rank == 2


def test_a_single_standing_page_accepts_a_tie(alice_client, t1):
    standing = Standing.objects.get(tournament=t1.tournament, rank=2)
    url = admin_url("standing_change", standing.pk)
    response = alice_client.post(url, form_data(alice_client.get(url), rank="1"))
    assert response.status_code == 302
    assert ranks_of(t1) == [1, 1]


def test_adding_a_standing_that_breaks_the_ties_is_refused(alice_client, t1, players):
    Standing.objects.filter(tournament=t1.tournament).update(rank=1)
    url = admin_url("standing_add")
    data = form_data(alice_client.get(url))
    data.update(tournament=str(t1.tournament.pk), player=str(players[2].pk), rank="2")
    with translation.override("en"):
        response = alice_client.post(url, data)
    assert response.status_code == 200
    assert "2 players rank ahead" in str(response.context["adminform"].form.errors)
    assert t1.tournament.standings.count() == 2
