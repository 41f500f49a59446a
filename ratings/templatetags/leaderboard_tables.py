"""A leaderboard page's rows and its national links, built in Python.

Why: every leaderboard page (international, national, filtered, a past year)
drew its 50 rows and its ~100 national links through template loops: a
``{% url %}`` and two flag filters a row, a ``{% url %}`` and a flag a link,
about a third of the page's time. These write the same markup (the same
translated strings, escaping and number formats) with ``fast_reverse`` and
one string format a row. ``{{ table|leaderboard_rows }}`` writes the
``<tr>``s of the table's ``<tbody>``; ``{% national_links ... %}`` the links
of the "National tables" box.
"""

from __future__ import annotations

from django import template
from django.utils.translation import gettext

from tournaments.templatetags.wdd import flag, flag_code, places_or_blank
from wdd.detail_urls import fast_reverse
from wdd.html_rows import format_cell, format_rows

register = template.Library()

ROW = (
    '<tr><td class="num rank">{{}}</td>'
    '<td class="player">{{}} <a href="{{}}">{{}} <span class="surname">{{}}</span>{{}}</a></td>'
    '<td class="{nationality}">{{}}</td><td class="hide-narrow">{{}}</td>'
    '<td class="num"><a href="{{}}" title="{{}}">{{}}</a></td>'
    '<td class="{events}">{{}}</td>{{}}</tr>'
)
#: the row for each column a phone shows because the table is sorted by it
#: (``LeaderboardTable.unfolded``); the others fold away on phones
ROWS = {
    unfolded: ROW.format(
        nationality="" if unfolded == "nationality" else "hide-narrow",
        events="num" if unfolded == "events" else "num hide-narrow",
    )
    for unfolded in ("", "nationality", "events")
}
WORLD_RANK = '<td class="num hide-narrow">{}</td>'
EMPTY = '<tr><td colspan="{}">{}</td></tr>'
HOMONYM = ' <span class="homonym">({})</span>'


@register.filter
def leaderboard_rows(table):
    """The ``<tr>``s of a leaderboard table's current page (its records:
    ``Rating`` rows or ``PastRow``s, each with ``position``
    and ``player``); the national table adds the international rank. A
    page with no rows says so in one cell across the table."""
    system, category, national = table.system, table.category, table.national
    history = gettext("Rating history")

    def row(r):
        player = r.player
        slug = player.slug or "x"
        return (
            r.position,
            flag(r.nationality),
            fast_reverse("player-detail", player.pk, slug),
            player.first_name,
            player.last_name,
            format_cell(HOMONYM, player.homonym) if player.homonym else "",
            flag_code(r.nationality),
            flag_code(r.location),
            fast_reverse("player-rating-history", player.pk, slug, system, category),
            history,
            places_or_blank(r.rating),
            r.events,
            format_cell(WORLD_RANK, r.rank) if national else "",
        )

    rows = format_rows(ROWS[table.unfolded], (row(item.record) for item in table.paginated_rows))
    return rows or format_cell(EMPTY, len(table.columns), table.empty_text)


LINK = '<a href="{}{}" title="{}">{} {}</a>'
CURRENT = '<strong aria-current="page">{} {}</strong>'


@register.simple_tag
def national_links(nationalities, system: str, category: str, country, as_of_query: str):
    """The "National tables" links: a flag and name for each nationality of
    the table (``(code, name)`` pairs), the shown one in bold, " · " between."""
    parts = []
    for code, name in nationalities:
        if code == country:
            parts.append(format_cell(CURRENT, flag(code), name))
        else:
            url = fast_reverse("leaderboard-national", system, category, code)
            parts.append(format_cell(LINK, url, as_of_query, name, flag(code), name))
    return format_cell(" · ".join(["{}"] * len(parts)), *parts)
