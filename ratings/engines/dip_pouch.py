"""Dip Pouch Tournament Rating (Matt Shields): one update per tournament."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date

from .base import Category, RatingEngine

START = 40.0
WDC_VALUE = 20.0
VALUE_CAP = 15.0
FIRST_RATED_DAY = date(2001, 1, 1)  # non-WDC events ending before this have V = 0


def placements_from_ranks(ranks: Iterable[int]) -> dict[int, int]:
    """Map each given rank to the placement P used by S: one plus the number of
    players ranked strictly better, so tied players share the best placement of
    the tie and the next player skips (59, 59, 61), whatever the input style."""
    placement: dict[int, int] = {}
    for i, r in enumerate(sorted(ranks)):
        if r not in placement:
            placement[r] = i + 1
    return placement


def percentile(n: int, p: int) -> float:
    """S = (N + 0.5 - P) / N * 100."""
    return (n + 0.5 - p) / n * 100


def placement(n: int, s: float) -> int:
    """P back from a stored S: the placement the rating used (ties share the
    best placement of the tie), which a history page shows as "P / N"."""
    return round(n + 0.5 - s * n / 100)


def event_value(n: int, rounds: int, world_championship: bool, end_date: date) -> float:
    """Tournament value V (the coefficient, in percent)."""
    if world_championship:
        return WDC_VALUE
    if end_date < FIRST_RATED_DAY:
        return 0.0
    v = n / 7 + 2 if rounds <= 1 else n / 3.5 + 2
    return min(v, VALUE_CAP)


def update(r_old: float, v: float, s: float) -> float:
    """R_new = R_old + V / 100 * (S - R_old)."""
    return r_old + v / 100 * (s - r_old)


class DipPouch(RatingEngine):
    slug = "dip-pouch"
    name = "Dip Pouch Tournament Rating"
    author = "Matt Shields"
    input = "events"
    start = START
    description = (
        "Every tournament moves a player's rating towards their percentile in it. "
        "Start: 40. Percentile S = (N + 0.5 - P) / N x 100, with N the players classified "
        "and P the placement (tied players share the best placement of the tie). "
        "Tournament value V: 20 for a world championship; otherwise 0 for an event that "
        "ended before 2001-01-01 (shown in the history, changes nothing); otherwise "
        "N / 7 + 2 for a one-round event and N / 3.5 + 2 for more rounds, capped at 15. "
        "Update: R_new = R_old + V / 100 x (S - R_old). Events are taken by end date, "
        "then start date, then id."
    )
    description_fr = (
        "Chaque tournoi rapproche la cote d'un joueur de son percentile dans ce tournoi. "
        "Départ\u00a0: 40. Percentile S = (N + 0.5 - P) / N x 100, avec N le nombre de joueurs "
        "classés et P la place obtenue (les joueurs à égalité partagent la meilleure place "
        "de l'égalité). Valeur du tournoi V\u00a0: 20 pour un championnat du monde\u00a0; sinon 0 "
        "pour un tournoi terminé avant le 2001-01-01 (affiché dans l'historique, ne change "
        "rien)\u00a0; sinon N / 7 + 2 pour un tournoi en une ronde et N / 3.5 + 2 pour plus de "
        "rondes, plafonnée à 15. Mise à jour\u00a0: R_new = R_old + V / 100 x (S - R_old). Les "
        "tournois sont pris dans l'ordre de leur date de fin, puis de leur date de début, "
        "puis de leur identifiant."
    )
    categories = (
        Category(
            "overall",
            "International",
            "Every tournament with final placements, all players.",
            "Tous les tournois avec un classement final, tous les joueurs.",
        ),
    )

    order_fields = ("end_date", "start_date", "id")

    def counted(self, weight: float | None) -> bool:
        """An event worth V = 0 (before 2001) is in the history but counts for nothing."""
        return weight > 0

    def rate(self, records, tables) -> None:
        ((standing, ledger),) = tables.values()  # one category
        rating = standing.rating
        get = rating.get
        players = ledger.player
        befores = ledger.before
        afters = ledger.after
        scores = ledger.score
        sources = ledger.source
        days = ledger.day
        weights = ledger.weight
        ends = ledger.end
        for ev in records:
            placements = ev.placements
            n = len(placements)
            if not n:
                continue
            v = event_value(n, ev.rounds, ev.world_championship, ev.end_date)
            if not v > 0:
                ledger.uncounted.append(len(ends))
            coeff = v / 100
            place_of = placements_from_ranks(r for _, r in placements)
            for player, rank in placements:
                s = (n + 0.5 - place_of[rank]) / n * 100
                before = get(player, START)
                after = before + coeff * (s - before)
                rating[player] = after
                players.append(player)
                befores.append(before)
                afters.append(after)
                scores.append(s)
            sources.append(ev.id)
            days.append(ev.end_date)
            weights.append(v)
            ends.append(len(players))
