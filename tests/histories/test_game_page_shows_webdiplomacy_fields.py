"""An online game's page shows what webDiplomacy's games carry (issue #17): the
turn it ended at, whether bots played, its end time, and who resigned; a game
the Ghost Rating leaves out says why, and a resigned player's actual score is
the engine's (0, out of the draw)."""

import pytest
from django.utils import translation
from django.utils.html import escape

from ratings import services, tasks
from tests.ratings.builders import bundle, game, player
from tournaments.models import Game

pytestmark = pytest.mark.django_db

KEYS = [f"w{i}" for i in range(7)]
DRAW = [(k, c) for k, c in zip(KEYS, [12, 11, 11, 0, 0, 0, 0], strict=True)]


@pytest.fixture
def games(monkeypatch):
    from tournaments.importing import import_bundle_data

    left = game("left", "2020-01-02", DRAW)
    left["players"][2]["status"] = "resigned"
    data = bundle(
        [player(k) for k in KEYS],
        games=[
            {**game("bots", "2020-01-01", DRAW), "bot": True},
            {**game("short", "2020-01-01", DRAW), "turns": 3},
            {**left, "turns": 22, "end_time": "2020-01-02T18:30:00Z"},
        ],
    )
    monkeypatch.setattr(tasks, "schedule_recompute", lambda **kwargs: None)
    import_bundle_data(data, source="webdiplomacy")
    services.recompute_all()
    return {g.key: g for g in Game.objects.all()}


def page(client, game, language="en"):
    response = client.get(game.get_absolute_url(), HTTP_ACCEPT_LANGUAGE=language)
    assert response.status_code == 200
    return response.content.decode(), response.context["view"]


def test_a_bot_game_says_it_counts_in_no_ghost_table(client, games):
    html, view = page(client, games["bots"])
    assert "Bots played this game: Ghost Rating counts it in no category." in html
    assert "Bots played" in html and not [t for t in view.tables if t.system == "ghost"]


def test_a_short_game_shows_its_turns_and_why_it_is_not_rated(client, games):
    html, view = page(client, games["short"])
    assert "It ended at turn 3: games of 3 turns or fewer count in no category." in html
    assert "<dt>Turns</dt><dd>3</dd>" in html
    assert not [t for t in view.tables if t.system == "ghost"]


def test_a_resigned_player_is_shown_resigned_and_scores_nothing(client, games):
    html, view = page(client, games["left"])
    outcomes = {line.result.player.key: line.outcome for line in view.lines}
    assert outcomes["w2"] == "resigned" and outcomes["w0"] == outcomes["w1"] == "draw"
    assert "Resigned" in html and "not in the draw" not in html
    assert '<time datetime="2020-01-02T18:30:00+00:00">' in html
    assert view.unrated == ""
    overall = next(t for t in view.tables if (t.system, t.category) == ("ghost", "overall"))
    actual = {i.result.player.key: i.actual for i in overall.impacts}
    assert actual["w2"] == 0.0
    assert actual["w0"] == pytest.approx(0.5) and actual["w1"] == pytest.approx(0.5)


def test_the_notes_are_in_french_too(client, games):
    html, _ = page(client, games["short"], "fr")
    with translation.override("fr"):
        expected = translation.gettext(
            "It ended at turn %(turns)s: games of 3 turns or fewer count in no category."
        ) % {"turns": 3}
    assert escape(expected) in html and "turn 3" not in html
    html, _ = page(client, games["left"], "fr")
    assert "A abandonné" in html
