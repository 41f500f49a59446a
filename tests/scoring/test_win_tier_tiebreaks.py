"""Win Tier tournament ranking: tier, then points, then strength of opposition (each isolated)."""

from tournaments.scoring import get_system

from .helpers import board, filler, ranks

WT = get_system("win-tier")
ELIM2 = [None] * 4 + [1905, 1905]


def test_higher_tier_ranks_first_even_with_fewer_points():
    solo = board(1, 1, [("soloist", 18)] + filler("x", [6, 5, 3, 2, 0, 0], ELIM2))
    top = board(
        1, 2, [("topper", 16)] + filler("y", [10, 8, 0, 0, 0, 0], [None, None] + [1905] * 4)
    )
    result = WT.rank([solo, top])
    rows = {r.player: r for r in result.rows}
    assert rows["soloist"].score == 0 and rows["topper"].score == 7016
    assert rows["soloist"].rank == 1
    assert rows["topper"].rank == 2


def test_within_a_tier_more_points_rank_first():
    b = board(
        1, 1, [("a", 12), ("b", 10), ("c", 6), ("d", 4), ("e", 2), ("f", 0, 1905), ("g", 0, 1904)]
    )
    assert ranks(WT.rank([b])) == {"a": 1, "b": 2, "c": 3, "d": 4, "e": 5, "f": 6, "g": 7}


SHAPE = [10, 9, 7, 4, 3, 1, 0]
SHAPE_YEARS = [None] * 6 + [1906]


def _entries(names):
    return [(n, c, y) for n, c, y in zip(names, SHAPE, SHAPE_YEARS, strict=True)]


def test_strength_of_opposition_breaks_an_equal_tier_and_points():
    # Round 1: "a" and "b" take the same slot on identically shaped boards, so they finish
    # level on tier and points. Round 2: a's opponents (x*) score a draw, b's opponents (y*)
    # lose to z's solo and score nothing, so a faced the stronger field.
    xs = [f"x{i}" for i in range(6)]
    ys = [f"y{i}" for i in range(6)]
    r1 = [board(1, 1, _entries(["a", *xs])), board(1, 2, _entries(["b", *ys]))]
    r2 = [
        board(2, 1, _entries(["zx", *xs])),
        board(
            2,
            2,
            [
                ("zy", 18),
                *[(y, c, yr) for y, c, yr in zip(ys, [6, 5, 3, 2, 0, 0], ELIM2, strict=True)],
            ],
        ),
    ]
    result = WT.rank(r1 + r2)
    rows = {r.player: r for r in result.rows}
    assert (rows["a"].tier, rows["a"].score) == (rows["b"].tier, rows["b"].score)
    assert rows["a"].rank < rows["b"].rank
    # zx scored the same and faced exactly a's opponents: shares a's rank; b comes after both
    assert rows["zx"].score == rows["a"].score
    assert rows["zx"].rank == rows["a"].rank
    assert rows["b"].rank == rows["a"].rank + 2


def test_strength_of_opposition_mean_follows_the_site_rule():
    xs = [f"x{i}" for i in range(6)]
    ys = [f"y{i}" for i in range(6)]
    boards = [
        board(1, 1, _entries(["a", *xs])),
        board(1, 2, _entries(["b", *ys])),
        board(2, 1, _entries(["zx", *xs])),
        board(
            2,
            2,
            [
                ("zy", 18),
                *[(y, c, yr) for y, c, yr in zip(ys, [6, 5, 3, 2, 0, 0], ELIM2, strict=True)],
            ],
        ),
    ]
    games = {}
    for b in boards:
        for g in WT.played_games(b):
            games.setdefault(g.player, []).append(g)
    from fractions import Fraction

    from tournaments.scoring.base import _Context

    counted = games
    totals = {p: sum((g.score for g in gs), Fraction(0)) for p, gs in games.items()}
    ctx = _Context(games=games, counted=counted, totals=totals)
    tp_ranks = WT.tier_and_points_ranks(ctx)
    sos = WT.strength_of_opposition(ctx)
    assert tp_ranks["zy"] == 1  # the only tier-1 player
    assert sos["a"] == Fraction(sum(tp_ranks[x] for x in xs), 6)
    assert sos["b"] == Fraction(sum(tp_ranks[y] for y in ys), 6)
    assert sos["a"] < sos["b"]
    # an opponent met on two boards counts twice
    assert sos["x0"] == Fraction(sum(tp_ranks[p] for p in ["a", *xs[1:], "zx", *xs[1:]]), 12)


def test_equal_tier_points_and_opposition_share_the_rank():
    xs = [f"x{i}" for i in range(6)]
    ys = [f"y{i}" for i in range(6)]
    result = WT.rank([board(1, 1, _entries(["a", *xs])), board(1, 2, _entries(["b", *ys]))])
    r = ranks(result)
    assert r["a"] == r["b"] == 1
    assert r["x0"] == r["y0"] == 3  # competition ranking: 1, 1, 3, 3, ...
