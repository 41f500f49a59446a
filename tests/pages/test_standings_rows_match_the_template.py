"""The standings rows built in Python (``tournament_tables``)
are the markup the template loops wrote, in English and French, for every
combination of columns (whitespace between tags aside)."""

import pytest
from django.utils import translation

from tests.template_loops import loop, squeeze
from tournaments.templatetags.tournament_tables import standings_rows

pytestmark = pytest.mark.django_db

STANDINGS = """    {% for line in standings.lines %}
      <tr{% if line.rank == 1 %} class="top"{% endif %}>
        <td class="num rank">{{ line.rank }}</td>
        <td class="player">{{ line.player.nationality|flag }} <a href="{{ line.player.get_absolute_url }}">{{ line.player }}</a></td>
        {% if standings.has_published_scores %}<td class="num">{% if line.published.score is not None %}{{ line.published.score|floatformat:2 }}{% endif %}</td>{% endif %}
        <td class="num{% if standings.has_published_scores or standings.has_computed %} hide-narrow{% endif %}">{% if line.percentile is not None %}{{ line.percentile|floatformat:2 }}{% else %}<span class="muted">–</span>{% endif %}</td>
        {% if standings.has_computed %}
        {% with c=line.computed %}
        {% if standings.has_published %}<td class="num computed hide-narrow">{% if c %}{{ c.rank }}{% else %}<span class="muted">–</span>{% endif %}</td>{% endif %}
        <td class="num{% if standings.has_published %} computed{% endif %}{% if standings.has_published_scores %} hide-narrow{% endif %}">{% if c %}{{ c.score|floatformat:2 }}{% endif %}</td>
        {% if standings.uses_tiers %}<td class="num hide-narrow">{% if c %}{{ c.tier|default_if_none:"" }}{% endif %}</td>{% endif %}
        <td class="num hide-narrow">{% if c %}{{ c.wins|default_if_none:"" }}{% endif %}</td>
        <td class="num hide-narrow">{% if c %}{{ c.draws|default_if_none:"" }}{% endif %}</td>
        <td class="num hide-narrow">{% if c %}{{ c.games }}{% endif %}</td>
        {% endwith %}
        {% endif %}
      </tr>
    {% endfor %}
"""


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("event", ["paris", "wdc", "london"])
def test_standings_rows_are_the_template_loops_markup(site, client, language, event):
    with translation.override(language):
        standings = client.get(site.tournaments[event].get_absolute_url()).context["standings"]
        assert standings.lines
        assert squeeze(standings_rows(standings)) == loop(STANDINGS, standings=standings)
