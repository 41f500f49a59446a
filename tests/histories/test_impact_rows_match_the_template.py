"""The rating impact rows built in Python (``tournament_tables``) are the
markup the template loops wrote, in English and French, for an event-based
and a game-based table (whitespace between tags aside)."""

import pytest
from django.utils import translation

from tests.template_loops import loop, squeeze
from tournaments.templatetags.tournament_tables import impact_rows

pytestmark = pytest.mark.django_db

IMPACT = """    {% for line in impact.lines %}
      <tr>
        <td class="player">{{ line.player.nationality|flag }} <a href="{% url 'player-rating-history' line.player.pk line.player.slug|default:'x' impact.system impact.category %}">{{ line.player }}</a></td>
        {% if not impact.events %}<td class="num hide-narrow">{{ line.results }}</td>{% endif %}
        <td class="num hide-narrow">{{ line.before|floatformat:2 }}</td>
        <td class="num strong">{{ line.after|floatformat:2 }}</td>
        <td class="num delta {% if line.change > 0 %}up{% elif line.change < 0 %}down{% endif %}">{{ line.change|signed }}</td>
      </tr>
    {% endfor %}
"""


@pytest.mark.parametrize("language", ["en", "fr"])
def test_impact_rows_are_the_template_loops_markup(client, history, language):
    winter = history.events["winter"]
    with translation.override(language):
        for key in ("dip-pouch:overall", "ghost:overall"):
            impact = client.get(f"{winter.get_absolute_url()}?impact={key}").context["impact"]
            assert impact.lines and impact.key == key
            assert squeeze(impact_rows(impact)) == loop(IMPACT, impact=impact)
