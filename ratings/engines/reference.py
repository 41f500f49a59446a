"""The rules, written the plainest way: one pass, a dict of ratings, nothing else.

This is the floor the bench measures the recompute against ("reading the rows
plus one straightforward pass of the rules in plain Python") and the oracle
the engine tests hold the engines to: the final ratings here and there are
equal to the last bit (``tests/ratings/engines/test_reference.py``). It keeps
no history, peaks, counts or monthly rows, and takes no shortcut (no kernels,
no memoised plans), so it is slower per rule than the engines but does less.
"""

from __future__ import annotations

from math import fsum

from .dip_pouch import START as DIP_START
from .dip_pouch import event_value, placements_from_ranks
from .ghost import START as GR_START
from .ghost import actual_scores, ghost_duel_score
from .ghost_rules import ELO_SCALE, RULES, categories_of, rated
from .openskill_kernels import MODEL
from .openskill_pl import RULES as OPENSKILL_RULES
from .openskill_pl import game_ranks, plackett_luce


def dip_pouch(events) -> dict:
    """{player: rating} after every event, by end date, start date, id."""
    rating: dict = {}
    for ev in sorted(events, key=lambda e: (e.end_date, e.start_date, e.id)):
        n = len(ev.placements)
        if not n:
            continue
        v = event_value(n, ev.rounds, ev.world_championship, ev.end_date)
        place = placements_from_ranks(r for _, r in ev.placements)
        for player, rank in ev.placements:
            s = (n + 0.5 - place[rank]) / n * 100
            r = rating.get(player, DIP_START)
            rating[player] = r + v / 100 * (s - r)
    return rating


def _ghost_key(g):
    return (g.end_date, 1, g.id) if g.end_time is None else (g.end_date, 0, g.end_time, g.id)


def ghost(games) -> dict[str, dict]:
    """{category: {player: rating}} after every game, every category in one pass."""
    tables: dict[str, dict] = {rule.category.slug: {} for rule in RULES}
    for g in sorted(games, key=_ghost_key):
        if not rated(g) or not g.results:
            continue
        for slug, factor, one_v_one in categories_of(
            g.variant, g.press, g.scoring, g.phase_minutes
        ):
            rating = tables[slug]
            if one_v_one:
                _elo(rating, g, factor)
            else:
                _multiplayer(rating, g, factor)
    return tables


def _multiplayer(rating: dict, g, divisor: float) -> None:
    players = [r[0] for r in g.results]
    grs = [rating.get(p, GR_START) for p in players]
    total = fsum(grs)
    x = total / divisor
    if g.scoring == "sos":
        squares = [v * v for v in grs]
        sq_total = fsum(squares)
        expected = [q / sq_total for q in squares]
    else:
        expected = [v / total for v in grs]
    actual = actual_scores(g.results, g.variant, g.scoring, g.resigned)
    for p, before, a, e in zip(players, grs, actual, expected, strict=True):
        rating[p] = before + x * (a - e)


def _elo(rating: dict, g, k: float) -> None:
    score = ghost_duel_score(g.results, g.variant, g.resigned)
    if score is None:
        return
    (pa, _, _), (pb, _, _) = g.results
    ra = rating.get(pa, GR_START)
    rb = rating.get(pb, GR_START)
    qa = 10 ** (ra / ELO_SCALE)
    qb = 10 ** (rb / ELO_SCALE)
    rating[pa] = ra + k * (score - qa / (qa + qb))
    rating[pb] = rb + k * ((1.0 - score) - qb / (qa + qb))


def openskill(games) -> dict[str, dict]:
    """{category: {player: (mu, sigma)}} after every game (the package's update)."""
    tables: dict[str, dict] = {rule.category.slug: {} for rule in OPENSKILL_RULES}
    rules = {v: rule for rule in OPENSKILL_RULES for v in rule.variants}
    newcomer = (MODEL.mu, MODEL.sigma)
    for g in sorted(games, key=lambda g: (g.end_date, g.id)):
        rule = rules.get(g.variant)
        if rule is None:
            continue
        if rule.one_v_one:
            ranks = game_ranks(g.results, g.variant, True)
            if ranks is None:
                continue
            order = sorted(zip(ranks, (r[0] for r in g.results), strict=True))
        else:
            if len(g.results) < 2:
                continue
            order = sorted(((0, -c) if e is None else (1, -e), p) for p, c, e in g.results)
        players = [p for _, p in order]
        keys = [k for k, _ in order]
        ranks = [keys.index(k) + 1 for k in keys]
        table = tables[rule.category.slug]
        states = [table.get(p, newcomer) for p in players]
        new = plackett_luce([m for m, _ in states], [s for _, s in states], ranks)
        table.update(zip(players, new, strict=True))
    return tables
