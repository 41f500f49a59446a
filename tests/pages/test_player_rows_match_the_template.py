"""The player's events, boards and online games built in Python
(``player_tables``) from the lines the page reads as values
(``selectors.player_lines``) are the markup the template loops wrote from
the model instances, in English and French (whitespace between tags aside)."""

from dataclasses import replace

import pytest
from django.utils import translation

from tests.template_loops import loop, squeeze
from tournaments.models import GameResult, Tournament
from tournaments.templatetags.player_tables import board_rows, event_rows, online_rows

pytestmark = pytest.mark.django_db

EVENTS = """    {% for e in year.list %}
      <tr{% if e.rank == 1 %} class="top"{% endif %}>
        <td class="date hide-narrow"><time datetime="{{ e.tournament.end_date|date:'Y-m-d' }}">{{ e.tournament.end_date|date:"DATE_FORMAT" }}</time></td>
        <td><a href="{{ e.tournament.get_absolute_url }}">{{ e.tournament.name }}</a>{% if e.tournament.world_championship %} <span class="badge">{% trans "WDC" %}</span>{% endif %}{% if not e.published %} <span class="tag" title="{% trans 'Computed from the boards' %}">{% trans "computed" %}</span>{% endif %}</td>
        <td class="hide-narrow">{{ e.tournament.country|flag }} {{ e.tournament.city }}</td>
        <td class="num rank">{{ e.rank }} / {{ e.players }}</td>
        <td class="num">{% if e.percentile is not None %}{{ e.percentile|floatformat:2 }}{% endif %}</td>
        <td class="num hide-narrow">{% if e.score is not None %}{{ e.score|floatformat:2 }}{% endif %}</td>
      </tr>
    {% endfor %}
"""
BOARDS = """    {% for r in year.list %}{% with t=r.game.round.tournament %}
      <tr class="{% if r.centres >= 18 %}solo{% elif r.centres == 0 %}out{% endif %}">
        <td><a href="{{ t.get_absolute_url }}?round={{ r.game.round.number }}#r{{ r.game.round.number }}b{{ r.game.number }}">{{ t.name }}</a>{% with year=t.end_date|date:"Y" %}{% if year not in t.name %} <span class="muted">{{ year }}</span>{% endif %}{% endwith %}</td>
        <td class="num hide-narrow">{{ r.game.round.number }}</td>
        <td class="num hide-narrow"><a href="{{ r.game.get_absolute_url }}">{{ r.game.number }}</a></td>
        <td><span class="power power-{{ r.power|lower }}">{{ r.power|power_name }}</span></td>
        <td class="num">{{ r.centres }}</td>
        <td class="num hide-narrow">{{ r.eliminated_year|default_if_none:"" }}</td>
        <td class="num">{% with bs=r.board_score %}{% if bs %}{% if bs.dropped %}<span class="dropped" title="{% trans 'Not counted' %}">{{ bs.score|floatformat:2 }}</span>{% else %}{{ bs.score|floatformat:2 }}{% endif %}{% endif %}{% endwith %}</td>
      </tr>
    {% endwith %}{% endfor %}
"""
ONLINE = """    {% for r in year.list %}
      <tr class="{% if r.centres == 0 %}out{% endif %}">
        <td class="date hide-narrow"><time datetime="{{ r.game.end_date|date:'Y-m-d' }}">{{ r.game.end_date|date:"DATE_FORMAT" }}</time></td>
        <td><a href="{{ r.game.get_absolute_url }}">{{ r.game.key }}</a></td>
        <td class="hide-narrow">{{ r.game.get_variant_display }}</td>
        <td class="hide-narrow">{{ r.game.get_press_display }}{% if r.game.phase_minutes %} <span class="muted">· {{ r.game.phase_minutes }} min</span>{% endif %}</td>
        <td><span class="power power-{{ r.power|lower }}">{{ r.power|power_name }}</span></td>
        <td class="num">{{ r.centres }}</td>
        <td class="num hide-narrow">{{ r.eliminated_year|default_if_none:"" }}</td>
      </tr>
    {% endfor %}
"""


def year_loop(source: str, rows) -> str:
    return loop(source, year={"list": rows})


def with_model_tournaments(events):
    """The event lines with their tournaments read as model instances."""
    return [replace(e, tournament=Tournament.objects.get(pk=e.tournament.pk)) for e in events]


def as_model_results(lines):
    """The GameResults (with their games, rounds, events and scores) of ``lines``."""
    found = GameResult.objects.select_related("game__round__tournament", "board_score").in_bulk(
        [line.pk for line in lines]
    )
    return [found[line.pk] for line in lines]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_rows_are_the_template_loops_markup(site, client, language):
    player = site.players["p1"]
    with translation.override(language):
        context = client.get(
            player.get_absolute_url(), headers={"accept-language": language}
        ).context
        events, boards = list(context["events"]), list(context["boards"])
        assert events and boards
        assert squeeze(event_rows(events)) == year_loop(EVENTS, with_model_tournaments(events))
        assert squeeze(board_rows(boards)) == year_loop(BOARDS, as_model_results(boards))


@pytest.mark.parametrize("language", ["en", "fr"])
def test_online_rows_are_the_template_loops_markup(site, client, language):
    player = GameResult.objects.filter(game__round__isnull=True).first().player
    with translation.override(language):
        context = client.get(player.get_absolute_url()).context
        online = list(context["online"])
        assert online
        assert squeeze(online_rows(online)) == year_loop(ONLINE, as_model_results(online))
