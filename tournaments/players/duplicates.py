"""Likely duplicate players: the same name up to accents and case, different keys.

Only a hint for a person to check (two people may share a name): the import
warns (in the active language) about new players that look like existing ones, and an administrator
merges real duplicates (`tournaments.players.merging`).
"""

from collections import defaultdict
from collections.abc import Iterable

from django.utils.translation import gettext as _

from ..search import fold

MAX_WARNINGS = 50


def name_key(first_name: str, last_name: str) -> tuple[str, str]:
    """(first, last) without accents, case-folded, inner spaces collapsed."""
    return fold(first_name), fold(last_name)


def likely_duplicates(players: Iterable) -> list[list]:
    """Groups (2 or more, distinct keys) of players whose names match up to accents and
    case. Accepts Player rows or anything with key, first_name and last_name."""
    groups: dict[tuple[str, str], dict[str, object]] = defaultdict(dict)
    for p in players:
        groups[name_key(p.first_name, p.last_name)].setdefault(p.key, p)
    return [list(g.values()) for g in groups.values() if len(g) > 1]


def new_player_warnings(new_players: Iterable) -> list[str]:
    """Warnings for new players (not yet saved) that look like existing ones, or like
    each other: one query over the existing players' names."""
    from ..models import Player

    wanted: dict[tuple[str, str], list] = defaultdict(list)
    for p in new_players:
        wanted[name_key(p.first_name, p.last_name)].append(p)
    if not wanted:
        return []
    new_keys = {p.key for ps in wanted.values() for p in ps}
    existing: dict[tuple[str, str], list[tuple[str, int | None]]] = defaultdict(list)
    rows = Player.objects.values_list("key", "first_name", "last_name", "homonym").order_by()
    for key, first, last, homonym in rows.iterator(chunk_size=5000):
        k = name_key(first, last)
        if k in wanted and key not in new_keys:
            existing[k].append((f"{first} {last} ({key})", homonym))
    warnings = []
    for k, ps in wanted.items():
        others = existing.get(k, [])
        for i, p in enumerate(ps):
            # A homonym number says which person of that name this is: only the
            # same number (a player without one counts as the first) looks alike.
            mine = getattr(p, "homonym", None)
            similar = [
                label
                for label, homonym in others
                + [
                    (f"{q.first_name} {q.last_name} ({q.key})", getattr(q, "homonym", None))
                    for q in ps[:i]
                ]
                if mine is None or (homonym or 1) == mine
            ]
            if similar:
                template = (
                    _(
                        "new player %(player)s looks like %(similar)s and others: merge them in "
                        "the admin if they are the same person"
                    )
                    if len(similar) > 3
                    else _(
                        "new player %(player)s looks like %(similar)s: merge them in the admin "
                        "if they are the same person"
                    )
                )
                warnings.append(
                    template
                    % {
                        "player": f"{p.first_name} {p.last_name} ({p.key})",
                        "similar": ", ".join(similar[:3]),
                    }
                )
    if len(warnings) > MAX_WARNINGS:
        extra = len(warnings) - MAX_WARNINGS
        warnings = warnings[:MAX_WARNINGS] + [
            _("... and %(extra)s more possible duplicate players") % {"extra": extra}
        ]
    return warnings
