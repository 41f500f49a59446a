"""Ghost Rating's category table (webDiplomacy): which games count where, and
with which modifiers. It is data: the engine (``ghost.py``) only reads it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from .outcomes import phase_class
from .records import Category, GameRecord

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

LAST_UNRATED_TURN = 3  # webDiplomacy rates a game only after its fourth turn


def rated(game: GameRecord) -> bool:
    """Whether webDiplomacy rates a game at all: not if bots played, nor if it
    ended at turn 3 or earlier (a game without a turn count is rated)."""
    return not game.bot and (game.turns is None or game.turns > LAST_UNRATED_TURN)


def counts_in(category: str, game: GameRecord) -> bool:
    """Whether a game counts in a Ghost Rating category."""
    rule = RULES_BY_SLUG[category]
    return (
        rated(game)
        and rule.factor(game.variant, game.press, game.scoring, phase_class(game.phase_minutes))
        is not None
    )


def categories_of(
    variant: str, press: str, scoring: str, phase_minutes: int | None
) -> list[tuple[str, float, bool]]:
    """(category, divisor or K, 1v1) of every category a game of this kind
    counts in, in table order."""
    phase = phase_class(phase_minutes)
    out = []
    for rule in RULES:
        f = rule.factor(variant, press, scoring, phase)
        if f is not None:
            out.append((rule.category.slug, f, rule.one_v_one))
    return out
