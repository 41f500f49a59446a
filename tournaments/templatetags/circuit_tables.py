"""The rows of a circuit's standings, built in Python.

Why: a row has a cell for every event of the circuit. The European Grand Prix
of the bench data has 120 events and 2,100 players: drawn by template loops,
all of them, its page took 2.1 s and weighed 9.3 MB. A page now shows 50
rows (``tournaments.views.circuits``), and ``{% circuit_rows rows
tournaments %}`` writes their ``<tr>``s with the cells the template had (the
same translated title, number format and escaping): 6,000 cells in about
4 ms.
"""

from __future__ import annotations

from django import template
from django.utils.translation import get_language, gettext

from wdd.html_rows import format_cell, format_rows

from .wdd import day_label, flag, short_event, two_places

register = template.Library()

EVENT = (
    "<tr>"
    '<td class="num hide-narrow">{}</td>'
    '<td class="date"><time datetime="{}">{}</time></td>'
    '<td><a href="{}">{}</a></td>'
    '<td class="hide-narrow">{} {}</td>'
    '<td class="num">{}</td>'
    "</tr>"
)
HEAD = (
    '<th scope="col" class="num event hide-narrow">'
    '<a href="{}" title="{}">{}</a> <span class="muted">{}</span></th>'
)

ROW = (
    "<tr>"
    '<td class="num rank">{}</td>'
    '<td class="player">{} <a href="{}">{}</a></td>'
    '<td class="num total">{}</td>'
    '<td class="num hide-narrow">{}{}</td>'
    "{}"
    "</tr>"
)
EMPTY = '<td class="num hide-narrow"></td>'  # no braces: a piece of a format string
RESULT = '<td class="num hide-narrow"><span{} title="{}">{}</span></td>'
DROPPED = format_cell(' class="{}"', "dropped")


@register.simple_tag
def circuit_event_rows(tournaments):
    """The ``<tr>``s of the circuit's events, numbered in date order."""
    language = get_language()

    def row(number, t):
        end = t.end_date
        return (
            number,
            end.isoformat() if end else "",
            day_label(end, language),
            t.get_absolute_url(),
            t.name,
            flag(t.country),
            t.city,
            t.n_players,
        )

    return format_rows(EVENT, (row(n, t) for n, t in enumerate(tournaments, 1)))


@register.simple_tag
def circuit_event_heads(tournaments):
    """A standings column heading an event: its short name and year."""

    def head(t):
        year = str(t.end_date.year) if t.end_date else ""
        return (t.get_absolute_url(), t.name, short_event(t), year)

    return format_rows(HEAD, map(head, tournaments))


@register.simple_tag
def circuit_rows(rows, tournaments):
    """The ``<tr>``s of these ``CircuitRow``s, one cell per event of ``tournaments``."""
    of = gettext("%(rank)s of %(n)s")
    events = [t.pk for t in tournaments]

    def cells(results) -> str:
        """The event cells: one format string, the empty cells written into it,
        so only a result's own three values are escaped (a player has a few
        results among a Grand Prix's 120 events)."""
        shape, values = [], []
        for t in events:
            result = results.get(t)
            if result is None:
                shape.append(EMPTY)
            else:
                shape.append(RESULT)
                values += (
                    "" if result.counted else DROPPED,
                    of % {"rank": result.rank, "n": result.players},
                    two_places(result.percentile),
                )
        return format_cell("".join(shape), *values)

    def row(r):
        player = r.player
        counted, played = r.counted, r.played
        return (
            r.rank,
            flag(player.nationality),
            player.get_absolute_url(),
            str(player),
            two_places(r.total),
            counted,
            "" if counted == played else f"/{played}",
            cells(r.results),
        )

    return format_rows(ROW, (row(r) for r in rows))
