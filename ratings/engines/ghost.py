"""Ghost Rating (webDiplomacy): a zero-sum multiplayer update per game, Elo for 1v1.

Which games count in which category, and with which modifiers, is the data
table in ``ghost_rules.py``. One pass over the games rates every category:
each game is looked up in the table once (memoised by its kind), its actual
scores are read once, and each category it counts in is updated from that
category's own ratings.

webDiplomacy's rules on what its games carry (``rating-systems.md``, "Games
that do not count, and players who left"): a game with bots, or that ended at
turn 3 or earlier, counts in no category; a player who resigned is not in the
draw and scores 0, but their centres stay in a sum-of-squares denominator.
Games are taken by end date, then end time where given, then id.

Readings taken where the rules are silent (none arises from webDiplomacy's
own data): in a draw-size game in which no survivor stayed to the end, every
player who stayed shares the point (everyone, when nobody resigned, as
before); if nobody stayed, nobody scores. In a 1v1 game, a player who resigned
loses to an opponent who stayed. Games with an end time come before the games
of the same day without one (a date alone is read as "by the end of that day").
"""

from __future__ import annotations

from .base import RatingEngine
from .ghost_kernels import kernel
from .ghost_rules import (
    ELO_SCALE,
    LAST_UNRATED_TURN,
    PRESS_MODIFIERS,
    RULES,
    RULES_BY_SLUG,
    VARIANT_MODIFIERS,
    GhostRule,
    categories_of,
    counts_in,
    rated,
)
from .outcomes import DEFAULT_SOLO_CENTRES, SOLO_CENTRES, duel_score

START = 100.0

__all__ = [
    "PRESS_MODIFIERS",
    "RULES",
    "RULES_BY_SLUG",
    "START",
    "VARIANT_MODIFIERS",
    "GhostRating",
    "GhostRule",
    "actual_scores",
    "counts_in",
    "ghost_duel_score",
    "rated",
]


def actual_scores(results, variant: str, scoring: str, resigned=frozenset()) -> list[float]:
    """Actual score of each player of a multiplayer game.

    Solo (a player holding the variant's victory centres): 1 to the soloist.
    Draw under dss: 1 / draw size to every survivor (eliminated_year is None)
    who stayed. Draw under sos: centres^2 / sum of centres^2 over every player.
    A player who resigned scores 0. Without resignations they add up to 1.
    """
    n = len(results)
    centres = [r[1] for r in results]
    top = max(centres)
    if top >= SOLO_CENTRES.get(variant, DEFAULT_SOLO_CENTRES):
        # One soloist; should bad data give two players the top count, they share.
        winners = centres.count(top)
        scores = [1 / winners if c == top else 0.0 for c in centres]
    elif scoring == "sos" and (total := sum(c * c for c in centres)):
        scores = [c * c / total for c in centres]
    elif resigned:
        return _draw_without(results, resigned)
    else:
        alive = [r[2] is None for r in results]
        survivors = alive.count(True)
        if not survivors:
            return [1 / n] * n
        share = 1 / survivors
        return [share if a else 0.0 for a in alive]
    if resigned:
        return [0.0 if r[0] in resigned else s for r, s in zip(results, scores, strict=True)]
    return scores


def _draw_without(results, resigned) -> list[float]:
    """A draw-size draw among the survivors who stayed (see the module's
    readings when there are none)."""
    stayed = [r[0] not in resigned for r in results]
    drawn = [s and r[2] is None for r, s in zip(results, stayed, strict=True)]
    size = drawn.count(True)
    if not size:
        drawn = stayed
        size = drawn.count(True)
        if not size:
            return [0.0] * len(results)
    share = 1 / size
    return [share if d else 0.0 for d in drawn]


def ghost_duel_score(results, variant: str, resigned=frozenset()) -> float | None:
    """The first player's score in a 1v1 game (1, 0.5, 0), None unless two
    players: a player who resigned loses to one who stayed."""
    if resigned and len(results) == 2:
        a_left = results[0][0] in resigned
        b_left = results[1][0] in resigned
        if a_left != b_left:
            return 0.0 if a_left else 1.0
    return duel_score(results, variant)


class GhostRating(RatingEngine):
    slug = "ghost"
    name = "Ghost Rating"
    author = "webDiplomacy (Ghost Rating by TheGhostmaker)"
    input = "games"
    start = START
    keeps_peaks = True
    description = (
        "A game-by-game rating from webDiplomacy; every player starts at 100 in every "
        "category. Multiplayer games: sum = total GR of the game's players; "
        "x = sum / (17.5 x press modifier x variant modifier); expected = GR / sum "
        "(draw-size scoring) or GR^2 / sum of GR^2 (sum-of-squares); actual = 1 for a "
        "solo and 0 for the others, 1 / draw size for each survivor in a draw-size draw, "
        "centres^2 / sum of centres^2 in a sum-of-squares draw; "
        "GR_new = GR + x (actual - expected), all from the ratings before the game, so a "
        "game's total GR is conserved. Variant modifiers: classic 1, ancient-mediterranean "
        "2, world-ix 4, fall-of-the-american-empire 4, modern-ii 4, classic-chaos 8. Press "
        "modifiers: full 1, rulebook 1, public 2, gunboat 4 (gunboat category: 1). 1v1 "
        "games (France vs Austria, Germany vs Italy): Elo with K = 32, expected = "
        "10^(GR/400) / (10^(GR/400) + 10^(GR_opp/400)), actual 1 win, 0.5 draw, 0 loss. "
        "Live: under 60 minutes a phase; face-to-face boards count as standard. As on "
        "webDiplomacy, games with bots or of 3 turns or fewer count nowhere, and a player "
        "who resigned is not in the draw and scores 0 (their centres still count in a "
        "sum of squares). Games are taken by end date, then end time, then id."
    )
    description_fr = (
        "Une cote calculée partie par partie, issue de webDiplomacy\u00a0; chaque joueur part "
        "de 100 dans chaque catégorie. Parties multijoueurs\u00a0: somme = GR total des joueurs "
        "de la partie\u00a0; x = somme / (17.5 x modificateur de négociation x modificateur de "
        "variante)\u00a0; attendu = GR / somme (score draw-size) ou GR^2 / somme des GR^2 "
        "(sum-of-squares)\u00a0; réel = 1 pour un solo et 0 pour les autres, 1 / taille de la "
        "nulle pour chaque survivant d'une nulle draw-size, centres^2 / somme des "
        "centres^2 dans une nulle sum-of-squares\u00a0; GR_new = GR + x (réel - attendu), le "
        "tout à partir des cotes d'avant la partie, de sorte que le GR total d'une partie "
        "est conservé. Modificateurs de variante\u00a0: classic 1, ancient-mediterranean 2, "
        "world-ix 4, fall-of-the-american-empire 4, modern-ii 4, classic-chaos 8. "
        "Modificateurs de négociation\u00a0: complète (full) 1, selon la règle (rulebook) 1, "
        "publique (public) 2, gunboat 4 (catégorie gunboat\u00a0: 1). Parties 1v1 (France "
        "contre Autriche, Allemagne contre Italie)\u00a0: Elo avec K = 32, attendu = "
        "10^(GR/400) / (10^(GR/400) + 10^(GR_opp/400)), réel 1 pour une victoire, 0.5 pour "
        "une nulle, 0 pour une défaite. En direct\u00a0: moins de 60 minutes par phase\u00a0; les "
        "tables en face à face comptent comme standard. Comme sur webDiplomacy, les parties "
        "avec des bots ou de 3 tours ou moins ne comptent nulle part, et un joueur qui a "
        "abandonné ne fait pas partie de la nulle et marque 0 (ses centres comptent encore "
        "dans une somme de carrés). Les parties sont prises dans l'ordre de leur date de "
        "fin, puis de leur heure de fin, puis de leur identifiant."
    )
    categories = tuple(r.category for r in RULES)

    def order_key(self, g) -> tuple:
        if g.end_time is None:
            return (g.end_date, 1, g.id)
        return (g.end_date, 0, g.end_time, g.id)

    def categories_of(self, record) -> tuple[str, ...]:
        """The categories the rules put a game of this kind in (none if unrated)."""
        if not rated(record):
            return ()
        key = (record.variant, record.press, record.scoring, record.phase_minutes)
        return tuple(slug for slug, _factor, _duel in categories_of(*key))

    def in_order(self, records) -> list:
        records = list(records)
        if any(g.end_time is not None for g in records):
            return sorted(records, key=self.order_key)
        return super().in_order(records)  # (end_date, 1, id) orders as (end_date, id)

    def rate(self, records, tables) -> None:
        lanes = {slug: _lane(standing, ledger) for slug, (standing, ledger) in tables.items()}
        # Kept as plain loops over bound names: this is the hot path of a full
        # recompute (about 400,000 game-categories at the bench scale).
        plans: dict[tuple, tuple] = {}
        for g in records:
            if g.bot or (g.turns is not None and g.turns <= LAST_UNRATED_TURN):
                continue
            key = (g.variant, g.press, g.scoring, g.phase_minutes)
            plan = plans.get(key)
            if plan is None:
                plan = plans[key] = _plan(key, lanes)
            if not plan:
                continue
            results = g.results
            if not results:
                continue
            multi, duels = plan
            if multi:
                _multiplayer(g, results, multi)
            if duels:
                _duels(g, results, duels)


def _lane(standing, ledger) -> tuple:
    """What the hot loop touches of one table, bound once."""
    return (
        standing.rating,
        standing.peak,
        ledger.player,
        ledger.before.extend,
        ledger.after.extend,
        ledger.score.extend,
        ledger.source.append,
        ledger.day.append,
        ledger.weight.append,
        ledger.end.append,
    )


def _plan(key: tuple, lanes: dict) -> tuple:
    """((divisor, lane) of the multiplayer categories, (K, lane) of the 1v1
    ones) a game of this kind counts in, among the tables being rated; () if none."""
    multi = []
    duels = []
    for slug, factor, one_v_one in categories_of(*key):
        lane = lanes.get(slug)
        if lane is not None:
            (duels if one_v_one else multi).append((factor, lane))
    if not multi and not duels:
        return ()
    return tuple(multi), tuple(duels)


def _multiplayer(g, results, categories) -> None:
    players = [r[0] for r in results]
    actual = actual_scores(results, g.variant, g.scoring, g.resigned)
    update = kernel(len(players), g.scoring == "sos", START)
    source = g.id
    day = g.end_date
    for divisor, lane in categories:
        rating, peak, ledger_players, befores, afters, scores, sources, days, weights, ends = lane
        x, before, after, diffs = update(rating, peak, players, actual, divisor)
        ledger_players.extend(players)
        befores(before)
        afters(after)
        scores(diffs)
        sources(source)
        days(day)
        weights(x)
        ends(len(ledger_players))


def _duels(g, results, categories) -> None:
    score_a = ghost_duel_score(results, g.variant, g.resigned)
    if score_a is None:
        return  # not a two-player game
    (pa, _, _), (pb, _, _) = results
    score_b = 1.0 - score_a
    source = g.id
    day = g.end_date
    for k, lane in categories:
        rating, peak, ledger_players, befores, afters, scores, sources, days, weights, ends = lane
        ra = rating.get(pa, START)
        rb = rating.get(pb, START)
        qa = 10 ** (ra / ELO_SCALE)
        qb = 10 ** (rb / ELO_SCALE)
        ea = qa / (qa + qb)
        eb = qb / (qa + qb)
        da = score_a - ea
        db = score_b - eb
        aa = ra + k * da
        ab = rb + k * db
        rating[pa] = aa
        rating[pb] = ab
        if aa > ra and aa > peak.get(pa, START):
            peak[pa] = aa
        if ab > rb and ab > peak.get(pb, START):
            peak[pb] = ab
        ledger_players.extend((pa, pb))
        befores((ra, rb))
        afters((aa, ab))
        scores((da, db))
        sources(source)
        days(day)
        weights(k)
        ends(len(ledger_players))
