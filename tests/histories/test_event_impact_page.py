"""The tournament page shows the event's rating impact: each player's rating
before and after it in every table where it counted (its placements in Dip
Pouch, its boards taken together in the game-based tables), sortable by change."""

import pytest

from tournaments.models import Game

from ..stored_changes import stored_changes

pytestmark = pytest.mark.django_db


def impact(client, tournament, query=""):
    response = client.get(tournament.get_absolute_url() + query)
    assert response.status_code == 200
    return response, response.context["impact"]


def test_every_table_where_the_event_counted(client, history):
    response, shown = impact(client, history.events["winter"])
    keys = [t.key for t in response.context["impact_tables"]]
    assert keys == ["dip-pouch:overall", "ghost:overall", "ghost:full-press", "openskill:overall"]
    assert shown.key == "dip-pouch:overall"
    assert "Rating impact" in response.content.decode()


def test_dip_pouch_lines_are_the_event_changes_largest_first(client, history):
    winter = history.events["winter"]
    _, shown = impact(client, winter)
    stored = {
        c.player_key: (c.before, c.after) for c in stored_changes("dip-pouch", tournament=winter)
    }
    assert {line.player.key: (line.before, line.after) for line in shown.lines} == stored
    changes = [line.change for line in shown.lines]
    assert changes == sorted(changes, reverse=True)


def test_boards_are_taken_together_in_a_game_based_table(client, history):
    winter = history.events["winter"]
    _, shown = impact(client, winter, "?impact=ghost:overall")
    anne = next(line for line in shown.lines if line.player.key == "a")
    games = set(Game.objects.filter(round__tournament=winter).values_list("id", flat=True))
    boards = [c for c in stored_changes("ghost", "overall", player="a") if c.game_id in games]
    assert anne.results == 2
    assert (anne.before, anne.after) == (boards[0].before, boards[1].after)


@pytest.mark.parametrize(
    ("sort", "key"),
    [
        ("change", lambda line: line.change),
        ("-change", lambda line: -line.change),
        ("name", lambda line: line.player.last_name),
        ("-after", lambda line: -line.after),
    ],
)
def test_sortable_by_change_name_and_rating(client, history, sort, key):
    _, shown = impact(client, history.events["winter"], f"?impact=ghost:overall&impact_sort={sort}")
    assert [line.player.pk for line in shown.lines] == [
        line.player.pk for line in sorted(shown.lines, key=key)
    ]


def test_an_event_no_rating_counted_has_no_section(client, history):
    from tournaments.models import Tournament

    empty = Tournament.objects.create(
        key="none", name="Empty Cup", start_date="2015-01-01", end_date="2015-01-01"
    )
    response, shown = impact(client, empty)
    assert shown is None and response.context["impact_tables"] == []
    assert 'id="ratings"' not in response.content.decode()
