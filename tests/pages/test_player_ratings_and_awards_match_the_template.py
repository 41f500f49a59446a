"""The player's ratings table and awards lists built in Python
(``player_tables.rating_rows``, ``win_items``, ``award_items``) are the markup
the template loops wrote, in English and French (whitespace between tags
aside), hostile names escaped the same way."""

import pytest
from django.utils import translation

from ratings.services import recompute_all
from tests.template_loops import loop, squeeze
from tournaments.models import CountryAward, Player
from tournaments.templatetags.player_tables import award_items, rating_rows, win_items

pytestmark = pytest.mark.django_db

RATINGS = """    {% for r in ratings %}
      <tr>
        <td class="table-name"><a href="{{ r.url }}">{{ r.system_name }} <span class="sub">{{ r.category_name|label }}</span></a></td>
        <td class="num strong"><a href="{% url 'player-rating-history' player.pk player.slug|default:'x' r.system r.category %}" title="{% trans 'Rating history' %}">{{ r.rating|floatformat:2 }}</a></td>
        <td class="num">{{ r.rank|default_if_none:"–" }}{% if r.players %} <span class="muted">/ {{ r.players }}</span>{% endif %}{% if r.national_rank %}<span class="show-narrow national">{{ player.nationality|flag }} {{ r.national_rank }}</span>{% endif %}</td>
        <td class="num hide-narrow">{% if r.national_rank %}{{ player.nationality|flag }} {{ r.national_rank }}{% else %}–{% endif %}</td>
        <td class="num hide-narrow">{% if r.peak is not None %}{{ r.peak|floatformat:2 }}{% endif %}</td>
        <td class="num hide-narrow">{% if r.events is not None %}{% if r.input == "games" %}{% blocktrans count counter=r.events %}{{ counter }} <span class="muted">game</span>{% plural %}{{ counter }} <span class="muted">games</span>{% endblocktrans %}{% else %}{% blocktrans count counter=r.events %}{{ counter }} <span class="muted">event</span>{% plural %}{{ counter }} <span class="muted">events</span>{% endblocktrans %}{% endif %}{% endif %}</td>
        <td class="date hide-narrow">{{ r.last_played|date:"DATE_FORMAT" }}</td>
      </tr>
    {% endfor %}"""
WINS = """{% load static %}{% for e in wins %}<li><img class="icon" src="{% static 'img/trophy.svg' %}" alt="" width="14" height="14"> <a href="{{ e.tournament.get_absolute_url }}">{{ e.tournament.name }}</a>{% with year=e.tournament.end_date|date:"Y" %}{% if year not in e.tournament.name %} <span class="muted">{{ year }}</span>{% endif %}{% endwith %}</li>{% endfor %}"""
AWARDS = """{% for a in awards %}<li><span class="power power-{{ a.power|lower }}">{{ a.power|power_name }}</span> <a href="{{ a.tournament.get_absolute_url }}">{{ a.tournament.name }}</a>{% with year=a.tournament.end_date|date:"Y" %}{% if year not in a.tournament.name %} <span class="muted">{{ year }}</span>{% endif %}{% endwith %}</li>{% endfor %}"""


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("key", ["p1", "p7", "p8"])
def test_ratings_rows_are_the_template_loops_markup(site, client, language, key):
    player = site.players[key]
    if key == "p8":  # no nationality: no national rank ("–")
        Player.objects.filter(pk=player.pk).update(nationality="")
        recompute_all(scratch=True)
        player.refresh_from_db()
    with translation.override(language):
        context = client.get(player.get_absolute_url()).context
        ratings = list(context["ratings"])
        assert len(ratings) >= 2  # an event-based and a game-based table at least
        assert {r.input for r in ratings} >= {"events", "games"}
        assert all(r.national_rank is None for r in ratings) == (key == "p8")
        assert squeeze(rating_rows(ratings, player)) == loop(
            RATINGS, ratings=ratings, player=player
        )


@pytest.mark.parametrize("language", ["en", "fr"])
def test_wins_and_awards_are_the_template_loops_markup(site, client, language):
    player = site.players["p7"]  # the hostile name, in the tournaments' too
    for t in site.tournaments.values():
        CountryAward.objects.create(tournament=t, power="Austria", player=player)
    paris = site.tournaments["paris"]
    paris.name = "<b>Paris</b> & 2013"  # the year in the name: not repeated
    paris.save()
    CountryAward.objects.create(tournament=paris, power="Turkey", player=player)
    with translation.override(language):
        context = client.get(player.get_absolute_url()).context
        wins, awards = list(context["wins"]), list(context["awards"])
        assert len(awards) >= len(site.tournaments) + 1
        assert squeeze(award_items(awards)) == loop(AWARDS, awards=awards)
        assert "&lt;b&gt;Paris&lt;/b&gt; &amp; 2013</a></li>" in award_items(awards)
        winner = site.players["p1"]
        context = client.get(winner.get_absolute_url()).context
        wins = list(context["wins"])
        assert wins
        assert squeeze(win_items(wins)) == loop(WINS, wins=wins)
