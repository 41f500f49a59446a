"""A leaderboard's rows and its national links built in Python
(``leaderboard_tables``) are the markup the template loops wrote: the
international, national, past and empty tables, in English and French
(whitespace between tags aside), the hostile name escaped the same way."""

import pytest
from django.utils import translation

from ratings.templatetags.leaderboard_tables import leaderboard_rows, national_links
from tests.template_loops import loop, squeeze

pytestmark = pytest.mark.django_db

ROWS = """    {% for row in table.paginated_rows %}{% with r=row.record %}{% with url=r.player.get_absolute_url %}
      <tr><td class="num rank">{{ r.position }}</td><td class="player">{{ r.nationality|flag }} <a href="{{ url }}">{{ r.player.first_name }} <span class="surname">{{ r.player.last_name }}</span>{% if r.player.homonym %} <span class="homonym">({{ r.player.homonym }})</span>{% endif %}</a></td><td class="hide-narrow">{{ r.nationality|flag_code }}</td><td class="hide-narrow">{{ r.location|flag_code }}</td><td class="num"><a href="{% url 'player-rating-history' r.player.pk r.player.slug|default:'x' table.system table.category %}" title="{% trans 'Rating history' %}">{{ r.rating|floatformat:2 }}</a></td><td class="num hide-narrow">{{ r.events }}</td>{% if table.national %}<td class="num hide-narrow">{{ r.rank }}</td>{% endif %}</tr>
    {% endwith %}{% endwith %}{% empty %}
      <tr><td colspan="{{ table.columns|length }}">{{ table.empty_text }}</td></tr>
    {% endfor %}"""
LINKS = """{% for code, name in nationalities %}{% if code == country %}<strong aria-current="page">{{ code|flag }} {{ name }}</strong>{% else %}<a href="{% url 'leaderboard-national' engine.slug category.slug code %}{{ as_of_query }}" title="{{ name }}">{{ code|flag }} {{ name }}</a>{% endif %}{% if not forloop.last %} · {% endif %}{% endfor %}"""

PAGES = [
    "/ratings/dip-pouch/overall/",
    "/ratings/ghost/overall/",
    "/ratings/ghost/overall/FR/",
    "/ratings/dip-pouch/overall/IE/",
    "/ratings/dip-pouch/overall/?as_of=2014-06-30",
    "/ratings/dip-pouch/overall/FR/?as_of=2014-06-30",
    "/ratings/dip-pouch/overall/?q=nobodyatall",
]


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("path", PAGES)
def test_rows_and_links_are_the_template_loops_markup(site, client, language, path):
    with translation.override(language):
        response = client.get(path, headers={"accept-language": language})
        assert response.status_code == 200
        context = response.context
        table = context["table"]
        rows = squeeze(leaderboard_rows(table))
        assert rows == loop(ROWS, table=table)
        assert ("nobodyatall" in path) == ("colspan" in rows)
        links = {
            k: context[k] for k in ("nationalities", "engine", "category", "country", "as_of_query")
        }
        assert len(links["nationalities"]) > 3
        written = national_links(
            links["nationalities"],
            links["engine"].slug,
            links["category"].slug,
            links["country"],
            links["as_of_query"],
        )
        assert squeeze(written) == loop(LINKS, **links)


def test_the_hostile_name_is_escaped(site, client):
    table = client.get("/ratings/dip-pouch/overall/IE/").context["table"]
    html = leaderboard_rows(table)
    assert "&lt;script&gt;alert(1)&lt;/script&gt; <span" in html
    assert "O&#x27;Brien &amp; Co" in html
    assert "<script>" not in html
