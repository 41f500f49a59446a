"""Ghost Rating (webDiplomacy): a zero-sum multiplayer update per game, Elo for 1v1.

Which games count in which category, and with which modifiers, is the data
table ``RULES`` below; the code only reads it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from math import fsum

from .base import Category, Change, GameRecord, PlayerRating, RatingEngine
from .outcomes import DEFAULT_SOLO_CENTRES, SOLO_CENTRES, duel_score, phase_class

START = 100.0
X_DIVISOR = 17.5  # x = sum / (17.5 * press_modifier * variant_modifier)
ELO_K = 32.0
ELO_SCALE = 400.0

VARIANT_MODIFIERS: Mapping[str, float] = {
    "classic": 1,
    "ancient-mediterranean": 2,
    "world-ix": 4,
    "fall-of-the-american-empire": 4,
    "modern-ii": 4,
    "classic-chaos": 8,
}
PRESS_MODIFIERS: Mapping[str, float] = {"full": 1, "rulebook": 1, "public": 2, "gunboat": 4}
ONE_V_ONE_VARIANTS: Mapping[str, float] = {"fva": 1, "gvi": 1}  # modifiers unused (Elo)

BOTH_SCORINGS = frozenset({"dss", "sos"})
BOTH_PHASES = frozenset({"standard", "live"})


@dataclass(frozen=True)
class GhostRule:
    """One category: a game counts only if every field of it is listed here."""

    category: Category
    variants: Mapping[str, float]  # variant -> variant modifier
    press: Mapping[str, float] | None  # press -> press modifier; None: any press
    scoring: frozenset[str] | None  # None: any game scoring
    phases: frozenset[str]  # "standard", "live"
    one_v_one: bool  # Elo with K = 32 instead of the multiplayer update

    def factor(self, variant: str, press: str, scoring: str, phase: str) -> float | None:
        """x's divisor (17.5 * press * variant modifier), K for 1v1, or None
        when the game does not count in this category."""
        vm = self.variants.get(variant)
        if vm is None or phase not in self.phases:
            return None
        if self.scoring is not None and scoring not in self.scoring:
            return None
        if self.press is None:
            pm = 1
        else:
            pm = self.press.get(press)
            if pm is None:
                return None
        if self.one_v_one:
            return ELO_K
        return X_DIVISOR * pm * vm


def _rule(slug, name, variants, press, scoring, phases, one_v_one, blurb, blurb_fr) -> GhostRule:
    category = Category(slug, name, blurb, blurb_fr)
    return GhostRule(category, variants, press, scoring, phases, one_v_one)


RULES: tuple[GhostRule, ...] = (
    _rule(
        "overall",
        "Overall",
        VARIANT_MODIFIERS,
        PRESS_MODIFIERS,
        BOTH_SCORINGS,
        BOTH_PHASES,
        False,
        "All six multiplayer variants, every press type, live and standard games.",
        "Les six variantes multijoueurs, tous types de négociation, parties en direct et standard.",
    ),
    _rule(
        "gunboat",
        "Gunboat",
        VARIANT_MODIFIERS,
        {"gunboat": 1},
        BOTH_SCORINGS,
        BOTH_PHASES,
        False,
        "Gunboat (no press) games of the six multiplayer variants; press modifier 1.",
        "Parties gunboat (sans négociation) des six variantes multijoueurs\u00a0; modificateur "
        "de négociation 1.",
    ),
    _rule(
        "live",
        "Live",
        VARIANT_MODIFIERS,
        PRESS_MODIFIERS,
        BOTH_SCORINGS,
        frozenset({"live"}),
        False,
        "Live games (under 60 minutes a phase) of the six multiplayer variants.",
        "Parties en direct (moins de 60 minutes par phase) des six variantes multijoueurs.",
    ),
    _rule(
        "full-press",
        "Full press",
        {"classic": 1},
        {"full": 1, "rulebook": 1},
        BOTH_SCORINGS,
        frozenset({"standard"}),
        False,
        "Classic full-press and rulebook-press games at standard speed, "
        "face-to-face tournament boards included.",
        "Parties classiques en négociation complète ou selon la règle, à vitesse standard, "
        "tables de tournoi en face à face comprises.",
    ),
    _rule(
        "1v1",
        "1v1",
        ONE_V_ONE_VARIANTS,
        None,
        None,
        BOTH_PHASES,
        True,
        "France vs Austria and Germany vs Italy together: Elo, K = 32.",
        "France contre Autriche et Allemagne contre Italie ensemble\u00a0: Elo, K = 32.",
    ),
    _rule(
        "fva",
        "France vs Austria",
        {"fva": 1},
        None,
        None,
        BOTH_PHASES,
        True,
        "France vs Austria games: Elo, K = 32.",
        "Parties France contre Autriche\u00a0: Elo, K = 32.",
    ),
    _rule(
        "gvi",
        "Germany vs Italy",
        {"gvi": 1},
        None,
        None,
        BOTH_PHASES,
        True,
        "Germany vs Italy games: Elo, K = 32.",
        "Parties Allemagne contre Italie\u00a0: Elo, K = 32.",
    ),
)
RULES_BY_SLUG: dict[str, GhostRule] = {r.category.slug: r for r in RULES}


def counts_in(category: str, game: GameRecord) -> bool:
    """Whether a game counts in a Ghost Rating category."""
    rule = RULES_BY_SLUG[category]
    return (
        rule.factor(game.variant, game.press, game.scoring, phase_class(game.phase_minutes))
        is not None
    )


def actual_scores(results, variant: str, scoring: str) -> list[float]:
    """Actual score of each player of a multiplayer game (they add up to 1).

    Solo (a player holding the variant's victory centres): 1 to the soloist.
    Draw under dss: 1 / draw size to every survivor (eliminated_year is None).
    Draw under sos: centres^2 / sum of centres^2.
    """
    n = len(results)
    centres = [r[1] for r in results]
    top = max(centres)
    if top >= SOLO_CENTRES.get(variant, DEFAULT_SOLO_CENTRES):
        # One soloist; should bad data give two players the top count, they share.
        winners = centres.count(top)
        return [1 / winners if c == top else 0.0 for c in centres]
    if scoring == "sos":
        squares = [c * c for c in centres]
        total = sum(squares)
        if total:
            return [q / total for q in squares]
    alive = [r[2] is None for r in results]
    survivors = alive.count(True)
    if not survivors:
        return [1 / n] * n
    share = 1 / survivors
    return [share if a else 0.0 for a in alive]


class GhostRating(RatingEngine):
    slug = "ghost"
    name = "Ghost Rating"
    author = "webDiplomacy (Ghost Rating by TheGhostmaker)"
    input = "games"
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
        "Live: under 60 minutes a phase; face-to-face boards count as standard. Games are "
        "taken by end date, then id."
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
        "tables en face à face comptent comme standard. Les parties sont prises dans "
        "l'ordre de leur date de fin, puis de leur identifiant."
    )
    categories = tuple(r.category for r in RULES)

    def rate(self, records, category, ratings, changes) -> None:
        rule = RULES_BY_SLUG[category]
        if rule.one_v_one:
            self._duels(records, rule, ratings, changes)
        else:
            self._multiplayer(records, rule, ratings, changes)

    @staticmethod
    def _multiplayer(games, rule: GhostRule, ratings, changes) -> None:
        append = changes.append
        get = ratings.get
        factor = rule.factor
        memo: dict[tuple, float | None] = {}
        for g in games:
            key = (g.variant, g.press, g.scoring, g.phase_minutes)
            divisor = memo.get(key, False)
            if divisor is False:
                divisor = memo[key] = factor(
                    g.variant, g.press, g.scoring, phase_class(g.phase_minutes)
                )
            if divisor is None:
                continue
            results = g.results
            if not results:
                continue
            prs = [get(r[0]) for r in results]
            grs = [START if pr is None else pr.rating for pr in prs]
            total = fsum(grs)
            x = total / divisor
            if g.scoring == "sos":
                squares = [gr * gr for gr in grs]
                sq_total = fsum(squares)
                expected = [s / sq_total for s in squares]
            else:
                expected = [gr / total for gr in grs]
            actual = actual_scores(results, g.variant, g.scoring)
            day = g.end_date
            source = g.id
            i = 0
            for pr in prs:
                before = grs[i]
                diff = actual[i] - expected[i]
                after = before + x * diff
                if pr is None:
                    player = results[i][0]
                    ratings[player] = PlayerRating(
                        player, after, 1, after if after > START else START, day
                    )
                else:
                    player = pr.player
                    pr.rating = after
                    pr.count += 1
                    if after > pr.peak:
                        pr.peak = after
                    pr.last_played = day
                append(Change(player, source, day, before, after, diff, x))
                i += 1

    @staticmethod
    def _duels(games, rule: GhostRule, ratings, changes) -> None:
        append = changes.append
        get = ratings.get
        factor = rule.factor
        k = ELO_K
        for g in games:
            if factor(g.variant, g.press, g.scoring, phase_class(g.phase_minutes)) is None:
                continue
            results = g.results
            score_a = duel_score(results, g.variant)
            if score_a is None:
                continue  # not a two-player game
            (pa, _, _), (pb, _, _) = results
            pra = get(pa)
            prb = get(pb)
            ra = START if pra is None else pra.rating
            rb = START if prb is None else prb.rating
            qa = 10 ** (ra / ELO_SCALE)
            qb = 10 ** (rb / ELO_SCALE)
            ea = qa / (qa + qb)
            eb = qb / (qa + qb)
            day = g.end_date
            for player, pr, before, e, a in (
                (pa, pra, ra, ea, score_a),
                (pb, prb, rb, eb, 1.0 - score_a),
            ):
                diff = a - e
                after = before + k * diff
                if pr is None:
                    ratings[player] = PlayerRating(
                        player, after, 1, after if after > START else START, day
                    )
                else:
                    pr.rating = after
                    pr.count += 1
                    if after > pr.peak:
                        pr.peak = after
                    pr.last_played = day
                append(Change(player, g.id, day, before, after, diff, k))
