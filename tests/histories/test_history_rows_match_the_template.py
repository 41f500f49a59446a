"""A player's history rows built in Python (``history_tables``) are the
markup the template loop wrote, for each system's columns, in English and
French (whitespace between tags aside): boards and online games, a world
championship, a game's phase length, a name needing escaping."""

import pytest
from django.utils import translation

from tests.template_loops import squeeze
from tournaments.models import Game, Tournament
from tournaments.templatetags.history_tables import history_rows

from .conftest import history_url

pytestmark = pytest.mark.django_db

LINES = """{% load i18n wdd %}    {% for line in lines %}
      <tr>
        <td class="date"><time datetime="{{ line.date|date:'Y-m-d' }}">{{ line.date|date:"DATE_FORMAT" }}</time></td>
        <td>{% if line.game %}<a href="{{ line.game.get_absolute_url }}">{% if line.game.round_id %}{{ line.tournament.name }} <span class="muted">{% blocktrans with r=line.game.round.number b=line.game.number %}R{{ r }} B{{ b }}{% endblocktrans %}</span>{% else %}{{ line.game.key }}{% endif %}</a>{% elif line.tournament %}<a href="{{ line.tournament.get_absolute_url }}">{{ line.tournament.name }}</a>{% if line.tournament.world_championship %} <span class="badge">{% trans "WDC" %}</span>{% endif %}{% endif %}</td>
        {% if engine.slug == "dip-pouch" %}
        <td class="num rank">{% if line.place %}{{ line.place }} / {{ line.players }}{% endif %}</td>
        <td class="num hide-narrow">{{ line.percentile|floatformat:2 }}</td>
        <td class="num hide-narrow">{{ line.value|floatformat:2 }}</td>
        {% elif engine.slug == "ghost" %}
        <td class="hide-narrow">{{ line.game|choice:"variant" }}</td>
        <td class="hide-narrow">{{ line.game|choice:"press" }}{% if line.game.phase_minutes %} <span class="muted">· {{ line.game.phase_minutes }} min</span>{% endif %}</td>
        <td class="hide-narrow">{{ line.game.game_scoring|upper }}</td>
        <td class="num hide-narrow">{{ line.x|floatformat:2 }}</td>
        <td class="num hide-narrow">{{ line.expected|floatformat:3 }}</td>
        <td class="num hide-narrow">{{ line.actual|floatformat:3 }}</td>
        {% elif engine.slug == "openskill" %}
        <td class="num hide-narrow">{{ line.mu_before|floatformat:2 }} → {{ line.mu_after|floatformat:2 }}</td>
        <td class="num hide-narrow">{{ line.sigma_before|floatformat:2 }} → {{ line.sigma_after|floatformat:2 }}</td>
        {% endif %}
        <td class="num"><span class="hide-narrow">{{ line.before|floatformat:2 }} → </span><strong>{{ line.after|floatformat:2 }}</strong></td>
        <td class="num delta {% if line.change > 0 %}up{% elif line.change < 0 %}down{% endif %}">{{ line.change|signed }}</td>
      </tr>
    {% endfor %}"""


def template_rows(lines, system: str) -> str:
    from django.template import Context, Template

    engine = {"slug": system}
    return squeeze(Template(LINES).render(Context({"lines": lines, "engine": engine})))


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("system", ["dip-pouch", "ghost", "openskill"])
def test_history_rows_are_the_template_loops_markup(client, history, language, system):
    Tournament.objects.filter(key="winter").update(
        world_championship=True, name="Winter <Open> & Co"
    )
    Game.objects.filter(key="solo").update(phase_minutes=5)
    with translation.override(language):
        lines = list(client.get(history_url(history.anne, system)).context["lines"])
        assert len(lines) >= 4
        if system != "dip-pouch":
            assert {bool(line.game.round_id) for line in lines} == {True, False}
        html = history_rows(lines, system)
        assert squeeze(html) == template_rows(lines, system)
        assert "Winter &lt;Open&gt; &amp; Co" in html
        if system == "dip-pouch":
            assert '<span class="badge">' in html
        if system == "ghost":
            assert "· 5 min" in html
