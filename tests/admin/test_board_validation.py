"""A board's results are checked together, with messages an organizer can act on."""

import pytest

from tournaments.models import GameResult

from .helpers import admin_url, form_data


def _post_board(client, board, rows, **extra):
    """Post `board`'s page with its results replaced by `rows`
    [(player, power, centres, eliminated_year), ...]: a row for a player who
    already has a result edits that result; other rows are new; results left
    without a row are deleted."""
    url = admin_url("board_change", board.pk)
    data = form_data(client.get(url))
    data = {k: v for k, v in data.items() if not k.startswith("results-")}
    existing = list(board.results.order_by("power"))
    slots = {r.player_id: i for i, r in enumerate(existing)}
    placed = [None] * len(existing)
    new_rows = []
    for row in rows:
        i = slots.pop(row[0].pk, None)
        if i is None:
            new_rows.append(row)
        else:
            placed[i] = row
    placed.extend(new_rows)
    data.update(
        {
            "results-TOTAL_FORMS": str(len(placed)),
            "results-INITIAL_FORMS": str(len(existing)),
            "results-MIN_NUM_FORMS": "0",
            "results-MAX_NUM_FORMS": "1000",
        }
    )
    for i, row in enumerate(placed):
        prefix = f"results-{i}-"
        if i < len(existing):
            data[prefix + "id"] = str(existing[i].pk)
            data[prefix + "game"] = str(board.pk)
        if row is None:
            result = existing[i]
            data.update(
                {
                    prefix + "player": str(result.player_id),
                    prefix + "power": result.power,
                    prefix + "centres": str(result.centres),
                    prefix + "DELETE": "on",
                }
            )
            continue
        player, power, centres, year = row
        data.update(
            {
                prefix + "player": str(player.pk),
                prefix + "power": power,
                prefix + "centres": str(centres),
                prefix + "eliminated_year": year or "",
            }
        )
    data.update(extra)
    return client.post(url, data)


def _errors(response):
    assert response.status_code == 200, "the form should have come back with errors"
    formset = response.context["inline_admin_formsets"][0].formset
    found = [str(e) for e in formset.non_form_errors()]
    for form in formset.forms:
        for errors in form.errors.values():
            found.extend(str(e) for e in errors)
    return " | ".join(found)


def _centres(board):
    return sorted(GameResult.objects.filter(game=board).values_list("power", "centres"))


ORIGINAL = [("England", 16), ("France", 18)]


def test_board_formset_rejects_total_over_34(alice_client, t1, players):
    response = _post_board(
        alice_client,
        t1.board,
        [
            (players[0], "France", 18, None),
            (players[1], "England", 16, None),
            (players[2], "Italy", 1, None),
        ],
    )
    assert "add up to 35; a board has at most 34" in _errors(response)
    assert _centres(t1.board) == ORIGINAL


def test_board_formset_accepts_total_of_34(alice_client, t1, players):
    response = _post_board(
        alice_client,
        t1.board,
        [
            (players[0], "France", 17, None),
            (players[1], "England", 16, None),
            (players[2], "Italy", 1, None),
        ],
    )
    assert response.status_code == 302
    assert _centres(t1.board) == [("England", 16), ("France", 17), ("Italy", 1)]


def test_board_formset_ignores_deleted_rows_in_total(alice_client, t1, players):
    # England's row (16) is deleted, so 18 + 16 = 34 is fine
    response = _post_board(
        alice_client,
        t1.board,
        [
            (players[0], "France", 18, None),
            (players[2], "Italy", 16, None),
        ],
    )
    assert response.status_code == 302, _errors(response)
    assert _centres(t1.board) == [("France", 18), ("Italy", 16)]


def test_board_formset_lets_a_new_row_take_a_deleted_rows_power(alice_client, t1, players):
    response = _post_board(
        alice_client,
        t1.board,
        [
            (players[0], "France", 18, None),
            (players[2], "England", 10, None),
        ],
    )
    assert response.status_code == 302, _errors(response)
    assert GameResult.objects.get(game=t1.board, power="England").player == players[2]


def test_board_formset_lets_two_players_swap_powers(alice_client, t1, players):
    response = _post_board(
        alice_client,
        t1.board,
        [
            (players[0], "England", 18, None),
            (players[1], "France", 16, None),
        ],
    )
    assert response.status_code == 302, _errors(response)
    assert GameResult.objects.get(game=t1.board, power="England").player == players[0]
    assert GameResult.objects.get(game=t1.board, power="France").player == players[1]
    assert GameResult.objects.filter(game=t1.board).count() == 2


def test_board_formset_saves_a_player_change_alongside_a_lower_count(alice_client, t1, players):
    # England's row gets another player and 20 centres while France drops to 14:
    # 34 in the end, though the new England row plus France's old 18 would be 38.
    url = admin_url("board_change", t1.board.pk)
    data = form_data(alice_client.get(url))
    assert data["results-0-power"] == "England"
    data.update(
        {
            "results-0-player": str(players[2].pk),
            "results-0-centres": "20",
            "results-1-centres": "14",
        }
    )
    response = alice_client.post(url, data)
    assert response.status_code == 302, _errors(response)
    england = GameResult.objects.get(game=t1.board, power="England")
    assert (england.player, england.centres) == (players[2], 20)
    assert england.pk == t1.results[1].pk  # same row, same id
    assert _centres(t1.board) == [("England", 20), ("France", 14)]


def test_board_formset_rejects_duplicate_power(alice_client, t1, players):
    response = _post_board(
        alice_client,
        t1.board,
        [
            (players[0], "France", 10, None),
            (players[1], "England", 10, None),
            (players[2], "france", 5, None),
        ],
    )
    assert "France is played by more than one player on this board." in _errors(response)
    assert _centres(t1.board) == ORIGINAL


def test_board_formset_rejects_player_playing_two_powers(alice_client, t1, players):
    response = _post_board(
        alice_client,
        t1.board,
        [
            (players[0], "France", 10, None),
            (players[1], "England", 10, None),
            (players[0], "Italy", 5, None),
        ],
    )
    assert "Ana Abreu appears more than once on this board" in _errors(response)
    assert _centres(t1.board) == ORIGINAL


def test_board_formset_rejects_eliminated_player_with_centres(alice_client, t1, players):
    response = _post_board(
        alice_client,
        t1.board,
        [
            (players[0], "France", 18, None),
            (players[1], "England", 3, "1907"),
        ],
    )
    errors = _errors(response)
    assert "An eliminated player has 0 centres." in errors
    assert "Constraint" not in errors  # the clear message, not the database's
    assert _centres(t1.board) == ORIGINAL


def test_board_formset_accepts_eliminated_player_with_no_centres(alice_client, t1, players):
    response = _post_board(
        alice_client,
        t1.board,
        [
            (players[0], "France", 18, None),
            (players[1], "England", 0, "1907"),
        ],
    )
    assert response.status_code == 302
    assert GameResult.objects.get(game=t1.board, power="England").eliminated_year == 1907


@pytest.mark.parametrize("centres", ["35", "-1"])
def test_board_formset_rejects_centres_outside_0_to_34(alice_client, t1, players, centres):
    response = _post_board(
        alice_client,
        t1.board,
        [
            (players[0], "France", centres, None),
            (players[1], "England", 0, None),
        ],
    )
    assert "Centres must be between 0 and 34." in _errors(response)
    assert _centres(t1.board) == ORIGINAL


def test_board_formset_rejects_unknown_classic_power(alice_client, t1, players):
    response = _post_board(
        alice_client,
        t1.board,
        [
            (players[0], "France", 18, None),
            (players[1], "Prussia", 3, None),
        ],
    )
    assert "“Prussia” is not a power of the classic map" in _errors(response)


def test_board_formset_normalises_power_spelling(alice_client, t1, players):
    response = _post_board(
        alice_client,
        t1.board,
        [
            (players[0], " france ", 18, None),
            (players[1], "ENGLAND", 16, None),
        ],
    )
    assert response.status_code == 302
    assert _centres(t1.board) == ORIGINAL


def test_single_result_edit_rejects_board_total_over_34(alice_client, t1):
    result = GameResult.objects.get(game=t1.board, power="England")
    url = admin_url("gameresult_change", result.pk)
    response = alice_client.post(url, form_data(alice_client.get(url), centres="17"))
    assert response.status_code == 200
    assert "add up to 35" in str(response.context["adminform"].form.errors)
    result.refresh_from_db()
    assert result.centres == 16


def _post_standings(client, world, ranks):
    url = admin_url("tournament_change", world.tournament.pk)
    data = form_data(client.get(url))
    for i, rank in enumerate(ranks):
        data[f"standings-{i}-rank"] = str(rank)
    return client.post(url, data)


def test_standing_inline_rejects_rank_below_1(alice_client, t1):
    response = _post_standings(alice_client, t1, [0, 2])
    assert response.status_code == 200
    formsets = {f.formset.prefix: f.formset for f in response.context["inline_admin_formsets"]}
    assert "Rank must be 1 or more" in str(formsets["standings"].errors)
    assert sorted(t1.tournament.standings.values_list("rank", flat=True)) == [1, 2]


def test_standing_inline_rejects_same_player_twice(alice_client, t1, players):
    url = admin_url("tournament_change", t1.tournament.pk)
    data = form_data(alice_client.get(url))
    data["standings-TOTAL_FORMS"] = "4"
    for i in (2, 3):
        data[f"standings-{i}-player"] = str(players[2].pk)
        data[f"standings-{i}-rank"] = "3"
    response = alice_client.post(url, data)
    assert response.status_code == 200
    formsets = {f.formset.prefix: f.formset for f in response.context["inline_admin_formsets"]}
    assert "Cat Cole is listed more than once in the standings." in str(
        formsets["standings"].non_form_errors()
    )
    assert t1.tournament.standings.count() == 2


def test_standing_inline_rejects_player_already_in_a_kept_row(alice_client, t1, players):
    url = admin_url("tournament_change", t1.tournament.pk)
    data = form_data(alice_client.get(url))
    data["standings-1-player"] = str(players[0].pk)
    response = alice_client.post(url, data)
    assert response.status_code == 200
    formsets = {f.formset.prefix: f.formset for f in response.context["inline_admin_formsets"]}
    assert "Ana Abreu is listed more than once" in str(formsets["standings"].non_form_errors())


def test_standing_inline_lets_two_rows_swap_players(alice_client, t1, players):
    url = admin_url("tournament_change", t1.tournament.pk)
    data = form_data(alice_client.get(url))
    data["standings-0-player"], data["standings-1-player"] = (
        data["standings-1-player"],
        data["standings-0-player"],
    )
    response = alice_client.post(url, data)
    assert response.status_code == 302
    assert t1.tournament.standings.get(rank=1).player == players[1]
    assert t1.tournament.standings.get(rank=2).player == players[0]


def test_standing_inline_accepts_shared_ranks(alice_client, t1):
    response = _post_standings(alice_client, t1, [1, 1])
    assert response.status_code == 302
    assert list(t1.tournament.standings.values_list("rank", flat=True)) == [1, 1]


def test_round_number_must_be_positive(alice_client, t1):
    response = alice_client.post(
        admin_url("round_add"),
        {
            "tournament": t1.tournament.pk,
            "number": "0",
            "boards-TOTAL_FORMS": "0",
            "boards-INITIAL_FORMS": "0",
        },
    )
    assert response.status_code == 200
    assert "Rounds are numbered from 1." in str(response.context["adminform"].form.errors)
