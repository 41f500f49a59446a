"""Win Tier System (slug ``win-tier``).

Rules: spec "Win Tier System" section of /work/shared/spec/scoring-systems.md, following the
published rules of Dave Maletsky's Win Tier System as recorded by the World Diplomacy Database
(world-diplomacy-database.com, scoring_class.php?id_scoring=14).

* A board with a solo: every player on it scores 0 points; the soloist goes up one tier.
* Any other board: 7000, 6000, ... 1000 position points for 1st..7th, plus 1 per centre.
  Position is by centres; eliminated players rank below every survivor, by order of
  elimination (later is better), players eliminated in the same year tie. Tied players share
  the mean of the positions' points.
* Ranking: higher tier first, then higher point total; tie-break: strength of opposition.

Readings taken where the text is open:

* Strength of opposition is exactly the site rule of the spec: the mean, over every opponent
  faced on every board the player played (an opponent met twice counts twice), of that
  opponent's competition rank in the tier-and-points ranking; the lower mean ranks first.
  Every board the player played counts, even one the aggregation drops. Still equal: shared.
* "Every round counts" is the system aggregation (the sum of all games). Under "best-n" and
  "best-round-n" a solo is the best game a player can have (it is chosen before any points
  score), and the tier is the number of solos among the counted games.
* A board of fewer than seven powers awards the top position values (six powers: 7000..2000).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from fractions import Fraction

from .base import ScoringSystem, _Context
from .games import PlayedGame
from .ordering import competition_ranks
from .positions import soloist_index, split_places, win_tier_order_keys
from .types import Aggregation, Position


def place_points(place: int) -> Fraction:
    """7000 for 1st, 6000 for 2nd, ... 1000 for 7th."""
    return Fraction((8 - place) * 1000)


def position_points(positions: Sequence[Position], end_year: int) -> list[Fraction]:
    """Win Tier / Carnage position points plus 1 per centre, for a board without a solo."""
    keys = win_tier_order_keys(positions, end_year)
    return [
        points + p.centres
        for points, p in zip(split_places(keys, place_points), positions, strict=True)
    ]


class WinTier(ScoringSystem):
    slug = "win-tier"
    name = "Win Tier System"
    author = "Dave Maletsky"
    year = None
    kind = "Rank + Center Count"
    summary = (
        "A solo lifts the soloist one tier and scores 0 for everyone; otherwise 7000..1000 by"
        " position plus 1 a centre; ranked by tier, then points."
    )
    summary_fr = (
        "Un solo fait monter son auteur d'un palier et vaut 0 pour tous\u00a0; sinon 7000..1000 "
        "selon la position plus 1 par centre\u00a0; classement par palier, puis par points."
    )
    uses_tiers = True
    system_aggregation = Aggregation("sum")
    description = (
        "Every round counts and a player may play any number of rounds. On a board with a "
        "solo every player scores 0 points and the soloist moves up one tier (a player's tier "
        "is their number of solos). Any other board scores position points, 7000 for 1st down "
        "to 1000 for 7th, plus 1 point per centre held at the end. Position is by centres; "
        "eliminated players rank below all survivors by order of elimination (later is "
        "better), and players eliminated in the same year tie. Tied players share the mean "
        "of the positions' points, so two players tied for 1st get 6500 each.\n\n"
        "The tournament ranks higher tiers first, then higher point totals. Ties are broken "
        "by strength of opposition. Source: Dave Maletsky's Win Tier System as recorded by "
        "the World Diplomacy Database.\n\n"
        "Readings taken by this site: strength of opposition is the mean, over every opponent "
        "faced on every board the player played, of that opponent's rank in the "
        "tier-and-points standings (competition ranking); the lower mean (stronger "
        "opposition) ranks first, and players still equal share the rank. When an organiser "
        "counts only the best games, a solo counts as a player's best game and the tier is "
        "the number of solos among the counted games. A board of fewer than seven powers "
        "awards the top position values."
    )
    description_fr = (
        "Chaque ronde compte et un joueur peut jouer autant de rondes qu'il le souhaite. "
        "Sur une table où un solo est réalisé, chaque joueur marque 0 point et l'auteur du "
        "solo monte d'un palier (le palier d'un joueur est son nombre de solos). Toute "
        "autre table rapporte des points de place, de 7000 pour le 1er à 1000 pour le 7e, "
        "plus 1 point par centre détenu en fin de partie. La place se fait aux centres\u00a0; "
        "les joueurs éliminés sont classés derrière tous les survivants dans l'ordre "
        "d'élimination (le plus tardif devant), et les joueurs éliminés la même année sont "
        "à égalité. Les joueurs à égalité se partagent la moyenne des points des places "
        "concernées\u00a0: deux joueurs à égalité à la 1re place reçoivent ainsi 6500 chacun.\n\n"
        "Le tournoi classe d'abord les paliers les plus élevés, puis les plus gros totaux "
        "de points. Les égalités sont départagées par la force de l'opposition. Source\u00a0: "
        "le Win Tier System de Dave Maletsky, tel qu'enregistré par la World Diplomacy "
        "Database.\n\n"
        "Interprétations retenues par ce site\u00a0: la force de l'opposition est la moyenne, "
        "sur tous les adversaires rencontrés à chaque table jouée par le joueur, du rang "
        "de cet adversaire au classement par paliers et points (classement avec ex æquo)\u00a0; "
        "la moyenne la plus basse (opposition la plus forte) passe devant, et les joueurs "
        "encore à égalité partagent le rang. Quand un organisateur ne compte que les "
        "meilleures parties, un solo compte comme la meilleure partie du joueur et le "
        "palier est le nombre de solos parmi les parties comptées. Une table de moins de "
        "sept puissances attribue les valeurs des premières places."
    )

    def game_scores(self, positions: Sequence[Position], end_year: int) -> list[Fraction]:
        if soloist_index(positions) is not None:
            return [Fraction(0)] * len(positions)
        return position_points(positions, end_year)

    def selection_key(self, game: PlayedGame) -> tuple:
        return (game.is_win, game.score)

    def tier(self, ctx: _Context, player: Hashable) -> int | None:
        return sum(1 for g in ctx.counted[player] if g.is_win)

    def tier_and_points_ranks(self, ctx: _Context) -> dict[Hashable, int]:
        """Competition rank of every player on (tier, points) alone."""
        base = {p: (self.tier(ctx, p), ctx.totals[p]) for p in ctx.totals}
        order = sorted(base, key=base.__getitem__, reverse=True)
        return dict(zip(order, competition_ranks([base[p] for p in order]), strict=True))

    def strength_of_opposition(self, ctx: _Context) -> dict[Hashable, Fraction | None]:
        """Mean tier-and-points rank of every opponent faced (None: never faced anyone)."""
        ranks = self.tier_and_points_ranks(ctx)
        out: dict[Hashable, Fraction | None] = {}
        for player, games in ctx.games.items():
            faced = [ranks[p.player] for g in games for p in g.positions if p.player != player]
            out[player] = Fraction(sum(faced), len(faced)) if faced else None
        return out

    def standing_keys(self, ctx: _Context) -> dict[Hashable, tuple]:
        sos = self.strength_of_opposition(ctx)
        keys = {}
        for p, total in ctx.totals.items():
            mean = sos[p]
            # lower mean ranks first; a player who faced nobody ranks after any mean
            sos_key = (0, Fraction(0)) if mean is None else (1, -mean)
            keys[p] = (self.tier(ctx, p), total, sos_key)
        return keys
