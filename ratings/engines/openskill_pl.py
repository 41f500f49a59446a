"""OpenSkill (Weng-Lin Plackett-Luce), the site's own Bayesian multiplayer rating.

Each player is a Gaussian belief (mu, sigma) about their skill, starting at the
``openskill`` package's PlackettLuce defaults (mu 25, sigma 25/3). The table
shows the conservative ordinal mu - 3 sigma, so one lucky result from a
newcomer (large sigma) cannot top a consistent player.

The update is ``openskill.models.PlackettLuce.rate`` for one-player teams with
ranks. ``rate`` deep-copies its input and builds objects per call (about 50 us
a game), so the engine runs the same arithmetic inline, in the same order:
tests prove it equal to the package's result to the last bit, and
``OpenSkillRating(use_package=True)`` runs the package itself.

Known property of the package's tie handling (openskill.py issues #155, #201):
players tied at a rank can gain less than a lone player ranked just below
them. It is kept as is, so the numbers stay the package's.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from math import exp, sqrt
from operator import eq

from .base import Category, RatingEngine
from .ghost_rules import VARIANT_MODIFIERS
from .openskill_kernels import MODEL, Z, kernel
from .outcomes import duel_score, placement_ranks


@dataclass(frozen=True)
class OpenSkillRule:
    category: Category
    variants: frozenset[str]
    one_v_one: bool  # ranks from the duel outcome instead of the placement


RULES: tuple[OpenSkillRule, ...] = (
    OpenSkillRule(
        Category(
            "overall",
            "Overall",
            "Every multiplayer game (classic, ancient-mediterranean, world-ix, "
            "fall-of-the-american-empire, modern-ii, classic-chaos), any press, "
            "scoring and speed, face-to-face boards included.",
            "Toutes les parties multijoueurs (classic, ancient-mediterranean, world-ix, "
            "fall-of-the-american-empire, modern-ii, classic-chaos), toute négociation, tout "
            "mode de score et toute vitesse, tables en face à face comprises.",
        ),
        frozenset(VARIANT_MODIFIERS),
        False,
    ),
    OpenSkillRule(
        Category(
            "1v1",
            "1v1",
            "France vs Austria and Germany vs Italy games: win, draw or loss.",
            "Parties France contre Autriche et Allemagne contre Italie\u00a0: victoire, nulle ou "
            "défaite.",
        ),
        frozenset({"fva", "gvi"}),
        True,
    ),
)
RULES_BY_SLUG: dict[str, OpenSkillRule] = {r.category.slug: r for r in RULES}


def game_ranks(results: Sequence[tuple], variant: str, one_v_one: bool) -> list[int] | None:
    """Finishing rank of each player (1 best, ties share): the placement rule
    for multiplayer games, the outcome for 1v1 (a draw ties both players)."""
    if one_v_one:
        score = duel_score(results, variant)
        if score is None:
            return None
        if score == 0.5:
            return [1, 1]
        return [1, 2] if score == 1.0 else [2, 1]
    if len(results) < 2:
        return None
    return placement_ranks(results)


def plackett_luce(
    mus: Sequence[float],
    sigmas: Sequence[float],
    ranks: Sequence[int],
    beta: float = MODEL.beta,
    tau: float = MODEL.tau,
    kappa: float = MODEL.kappa,
) -> list[tuple[float, float]]:
    """New (mu, sigma) of each one-player team, ranks ascending (sorted).

    Mirrors PlackettLuce.rate(teams, ranks=...) with its defaults (no weights,
    no scores, no balance, no limit_sigma) operation for operation.
    """
    n = len(mus)
    tau_squared = tau * tau
    beta_squared = beta**2
    sig = [sqrt(s * s + tau_squared) for s in sigmas]
    sig_sq = [s**2 for s in sig]
    collective = 0.0
    for ss in sig_sq:
        collective += ss + beta_squared
    c = sqrt(collective)
    c_squared = c**2
    exps = [exp(m / c) for m in mus]
    out = []
    kap = kappa
    if len(set(ranks)) == n:
        # No ties (the usual case): every group has one player, so A_q = 1 and
        # the divisions by it drop out exactly.
        sum_q = []
        for q in range(n):
            s = exps[q]
            for e in exps[q + 1 :]:
                s += e
            sum_q.append(s)
        for i in range(n):
            e_i = exps[i]
            omega = 0.0
            delta = 0.0
            for sq in sum_q[:i]:
                t = e_i / sq
                delta += t * (1 - t)
                omega -= t
            t = e_i / sum_q[i]
            delta += t * (1 - t)
            omega += 1 - t
            ss = sig_sq[i]
            omega *= ss / c
            delta *= ss / c_squared
            delta *= sqrt(ss) / c
            # The package scales both by ratio = sig^2 / sig_sq, which is the same
            # float divided by itself: exactly 1.0, so leaving it out changes no bit.
            out.append((mus[i] + omega, sig[i] * sqrt(max(1 - delta, kap))))
        return out
    # Tied players form groups [g0, g1). Every player q of a group has the same
    # sum C_q (exp(mu/c) over players ranked as q or worse, added in index
    # order) and the same A_q (group size); the terms are still added once per
    # q, in index order, as the package does.
    groups = []
    g0 = 0
    for j in range(1, n + 1):
        if j == n or ranks[j] != ranks[g0]:
            s = exps[g0]
            for e in exps[g0 + 1 :]:
                s += e
            groups.append((g0, j, s, j - g0))
            g0 = j
    for g0, g1, _, _ in groups:
        for i in range(g0, g1):
            e_i = exps[i]
            omega = 0.0
            delta = 0.0
            for h0, h1, ch, ah in groups:
                t = e_i / ch
                d = t * (1 - t) / ah
                if h0 == g0:
                    for q in range(h0, h1):
                        delta += d
                        if q == i:
                            omega += (1 - t) / ah
                        else:
                            omega -= t / ah
                    break
                o = t / ah
                for _ in range(ah):
                    delta += d
                    omega -= o
            ss = sig_sq[i]
            omega *= ss / c
            delta *= ss / c_squared
            delta *= sqrt(ss) / c
            s = sig[i]
            ratio = s**2 / ss
            out.append((mus[i] + ratio * omega, s * sqrt(max(1 - ratio * delta, kap))))
    return out


def _package_update(mus, sigmas, ranks) -> list[tuple[float, float]]:
    teams = [[MODEL.rating(mu=m, sigma=s)] for m, s in zip(mus, sigmas, strict=True)]
    rated = MODEL.rate(teams, ranks=list(ranks))
    return [(t[0].mu, t[0].sigma) for t in rated]


def _player_order_repr(item):
    return (item[0], type(item[1]).__name__, repr(item[1]))


# The placement order as one int, lower is better: survivors by centres (most
# first, so -centres), then eliminated players, the later elimination first
# (ELIMINATED - year, above every survivor's key). It orders exactly as
# ``outcomes.placement_keys``' tuples do.
ELIMINATED = 1_000_000
KERNEL_PLAYERS = 7


def _finishing_order(results, variant: str, one_v_one: bool) -> list | None:
    """[(key, player)] in canonical order: by finishing position (equal keys
    tie), then by player, so the input order of a game's results cannot change
    the floating-point sums. None when the game cannot be rated."""
    if one_v_one:
        ranks = game_ranks(results, variant, True)
        if ranks is None:
            return None
        items = [(rk, r[0]) for rk, r in zip(ranks, results, strict=True)]
    else:
        if len(results) < 2:
            return None
        items = [(-c if e is None else ELIMINATED - e, p) for p, c, e in results]
    try:
        items.sort()
    except TypeError:
        items.sort(key=_player_order_repr)
    return items


class OpenSkillRating(RatingEngine):
    slug = "openskill"
    name = "OpenSkill (Plackett-Luce)"
    author = "Weng & Lin (2011); openskill package by Vivek Joshy"
    input = "games"
    start = MODEL.mu - Z * MODEL.sigma  # a newcomer's ordinal
    scored = False
    gaussian = True
    description = (
        "A Bayesian rating: each player's skill is a normal belief (mu, sigma) that every "
        "game sharpens, updated with the Weng-Lin Plackett-Luce model of the openskill "
        "package (mu 25, sigma 25/3, beta 25/6, tau 25/300, kappa 0.0001). The table shows "
        "the conservative mu - 3 sigma, so a newcomer with one lucky result does not top "
        "it. A multiplayer game ranks its players by the end position: survivors by "
        "centres (a soloist is therefore first), then eliminated players, the later "
        "elimination first; equal positions tie. A 1v1 game is a win, a loss or a draw "
        "(a tie). Games are taken by end date, then id."
    )
    description_fr = (
        "Une cote bayésienne\u00a0: le niveau de chaque joueur est une croyance normale (mu, "
        "sigma) que chaque partie affine, mise à jour avec le modèle Plackett-Luce de "
        "Weng-Lin du paquet openskill (mu 25, sigma 25/3, beta 25/6, tau 25/300, kappa "
        "0.0001). Le classement affiche la valeur prudente mu - 3 sigma, pour qu'un "
        "nouveau venu porté par un seul résultat heureux n'en prenne pas la tête. Une "
        "partie multijoueurs classe ses joueurs selon la position finale\u00a0: les survivants "
        "aux centres (l'auteur d'un solo est donc premier), puis les joueurs éliminés, le "
        "plus tardif d'abord\u00a0; les positions égales sont à égalité. Une partie 1v1 est une "
        "victoire, une défaite ou une nulle (une égalité). Les parties sont prises dans "
        "l'ordre de leur date de fin, puis de leur identifiant."
    )
    categories = tuple(r.category for r in RULES)

    def __init__(self, use_package: bool = False):
        self.use_package = use_package

    def _update_for(self, ties: tuple[bool, ...]):
        """The update of a game of this shape: a straight-line kernel up to
        KERNEL_PLAYERS players, the loops for bigger games (World IX has 17
        players, Classic Chaos 34: too many shapes to write out)."""
        if self.use_package:
            return _looped(_package_update, ties)
        if len(ties) < KERNEL_PLAYERS:
            return kernel(ties)
        return _looped(plackett_luce, ties)

    def categories_of(self, record) -> tuple[str, ...]:
        """The category of the game's variant (the tables' variants do not overlap)."""
        return tuple(
            slug for slug, rule in RULES_BY_SLUG.items() if record.variant in rule.variants
        )

    def rate(self, records, tables) -> None:
        # variant -> (1v1, gauss, ledger) of the categories being rated (their
        # variants do not overlap: a game updates one table at most).
        lanes = {}
        for slug, (standing, ledger) in tables.items():
            rule = RULES_BY_SLUG[slug]
            for variant in rule.variants:
                lanes[variant] = (rule.one_v_one, standing, ledger)
        kernels = {}
        begin = {slug: len(ledger) for slug, (_, ledger) in tables.items()}
        for g in records:
            lane = lanes.get(g.variant)
            if lane is None:
                continue
            one_v_one, standing, ledger = lane
            items = _finishing_order(g.results, g.variant, one_v_one)
            if items is None:
                continue
            players = [p for _, p in items]
            keys = [k for k, _ in items]
            ties = tuple(map(eq, keys, keys[1:]))
            update = kernels.get(ties)
            if update is None:
                update = kernels[ties] = self._update_for(ties)
            gauss = standing.gauss
            before, after = update(gauss, players)
            ledger.player.extend(players)
            ledger.before.extend(before)
            ledger.after.extend(after)
            mu, sigma = zip(*map(gauss.__getitem__, players), strict=True)
            ledger.mu.extend(mu)
            ledger.sigma.extend(sigma)
            ledger.source.append(g.id)
            ledger.day.append(g.end_date)
            ledger.weight.append(None)
            ledger.end.append(len(ledger.player))
        for slug, (standing, ledger) in tables.items():
            _ordinals(standing, ledger.player[begin[slug] :])


def _ordinals(standing, players) -> None:
    """The ratings (ordinals) of the players just rated, from their (mu, sigma):
    ``mu - Z * sigma``, the same operation that gave each change's after."""
    gauss = standing.gauss
    rating = standing.rating
    for p in set(players):
        mu, sigma = gauss[p]
        rating[p] = mu - Z * sigma


def _looped(update, ties: tuple[bool, ...]):
    """A kernel-shaped update through ``update(mus, sigmas, ranks)`` (the
    loops, or the package itself)."""
    ranks = [1]
    for i, tied in enumerate(ties, 2):
        ranks.append(ranks[-1] if tied else i)

    newcomer = (MODEL.mu, MODEL.sigma)

    def run(gauss, players):
        states = [gauss.get(p, newcomer) for p in players]
        new = update([m for m, _ in states], [s for _, s in states], ranks)
        gauss.update(zip(players, new, strict=True))
        return [m - Z * s for m, s in states], [m - Z * s for m, s in new]

    return run
