"""The World Diplomacy Database's scoring systems that this site does not compute: text-only
entries for the catalogue page (issue #17: the catalogue "lists, as text-only entries, the
WDD catalogue systems we do not compute").

Where it came from: the WDD describes each scoring system on a page of its own,
``https://world-diplomacy-database.com/php/scoring/scoring_class.php?id_scoring=N``, with a
name, an author, a "Kind of system" and the rules in free text. Read on 2026-11-23 from the
stored copies of those pages available to this project (the live site was not fetched): the
pages of ids 5, 7, 11, 14, 15, 16, 17, 18, 19, 25, 26, 28, 33, 36, 38, 43, 45, 46, 47, 48
and 52. The other ids were not among the stored copies, so systems the WDD describes only
there are missing here; adding one is one more entry below.

Three of those 21 systems are computed by this site, matched by name (their WDD names are
kept in ``COMPUTED`` with the slug that computes them) and left out: C-Diplo 100 (id 5,
``c-diplo``), Win Tier System (id 14, ``win-tier``) and Squares-DAANZ (id 36,
``squares-daanz``). Readings taken: a WDD system is "computed" only when the rule is the
same, not a relative: Weasel Moot 2007 (a win 450) is listed although Whipping (a win 468)
has its shape, Detour 98e although Detour09 descends from it, C-Diplo Argir although the
C-Diplo family is computed, and WDC Victoria 2007 because its ante aggregation is not one of
this site's.

``kind`` is exactly the WDD's "Kind of system": besides the three kinds issue #17 names
("Rank", "Center Count", "Rank + Center Count") the WDD also files systems under "Draw" and
"Draw + Center Count", and leaves the field empty for four of them, filed here as
``UNCLASSIFIED``. ``KIND_FR`` gives each kind's French label. The summaries are this site's
own one-sentence digests of the WDD's text, in English and French.
"""

from __future__ import annotations

from dataclasses import dataclass

WDD_SCORING_URL = "https://world-diplomacy-database.com/php/scoring/scoring_class.php"

#: the kind of a system whose WDD page leaves "Kind of system" empty
UNCLASSIFIED = "Unclassified"

#: every kind used below, with its French label
KIND_FR: dict[str, str] = {
    "Rank": "Rang",
    "Center Count": "Nombre de centres",
    "Rank + Center Count": "Rang + nombre de centres",
    "Draw": "Nulle",
    "Draw + Center Count": "Nulle + nombre de centres",
    UNCLASSIFIED: "Non classé",
}

#: WDD name -> the slug of the registered system that computes it (left out of ENTRIES)
COMPUTED: dict[str, str] = {
    "C-Diplo 100": "c-diplo",
    "Win Tier System": "win-tier",
    "Squares-DAANZ": "squares-daanz",
}


@dataclass(frozen=True)
class CatalogueEntry:
    """A WDD scoring system shown as text only: what it is, not how to compute it."""

    wdd_id: int
    name: str
    author: str
    kind: str
    summary: str
    summary_fr: str

    @property
    def source(self) -> str:
        """The WDD page the entry was read from."""
        return f"{WDD_SCORING_URL}?id_scoring={self.wdd_id}"


#: in the WDD's order (by id)
ENTRIES: tuple[CatalogueEntry, ...] = (
    CatalogueEntry(
        7,
        "C-Diplo Argir",
        "Bruno-André Giraudon & Vincent Archer",
        "Rank",
        "C-Diplo with a 93-point solo (1 point for the others) and 1 point for playing, 1 a "
        "centre and 37, 14 and 7 for the top three, the score then adjusted for the opponents "
        "met and the country played by Vincent Archer's program.",
        "Le C-Diplo avec un solo à 93 points (1 point pour les autres) et 1 point de "
        "participation, 1 par centre et 37, 14 et 7 pour les trois premiers, le score étant "
        "ensuite ajusté selon les adversaires rencontrés et le pays joué par le programme de "
        "Vincent Archer.",
    ),
    CatalogueEntry(
        11,
        "Armada/Regetta Declining Centers",
        "Manus Hand",
        "Draw",
        "104 points to a single victor and 80, 56, 40, 32, 24 or 16 to each player in a two- "
        "to seven-way draw, less a deduction for the year the game ended, with the centres "
        "needed to win declining from 18 after 1907.",
        "104 points au vainqueur seul et 80, 56, 40, 32, 24 ou 16 à chaque joueur d'une nulle "
        "à deux à sept, moins une déduction selon l'année de fin de partie, le nombre de "
        "centres nécessaires à la victoire baissant à partir de 18 après 1907.",
    ),
    CatalogueEntry(
        15,
        "KublaCon KILL System",
        "Edi Birsan",
        "Draw + Center Count",
        "A win scores 34 and the others nothing; otherwise 1 point a centre, 1 for surviving "
        "past 1905, 2 for each dead position, 2 a centre of lead for the board leader and 5 "
        "for a newcomer from the mentor round, the best two of three rounds counting.",
        "Une victoire rapporte 34 et rien aux autres\u00a0; sinon 1 point par centre, 1 pour "
        "avoir survécu au-delà de 1905, 2 par position éliminée, 2 par centre d'avance pour le "
        "meneur et 5 pour un débutant venu de la ronde d'initiation, les deux meilleures "
        "rondes sur trois comptant.",
    ),
    CatalogueEntry(
        16,
        "KublaCon 2 Lead System",
        "Edi Birsan",
        UNCLASSIFIED,
        "A win scores 34 and the others nothing; otherwise 1 point a centre, 1 for surviving "
        "past 1905, a lead bonus of 1 a centre over the next player and 5 for a newcomer from "
        "the mentor round, the best two of three rounds counting.",
        "Une victoire rapporte 34 et rien aux autres\u00a0; sinon 1 point par centre, 1 pour "
        "avoir survécu au-delà de 1905, un bonus d'avance de 1 par centre sur le joueur "
        "suivant et 5 pour un débutant venu de la ronde d'initiation, les deux meilleures "
        "rondes sur trois comptant.",
    ),
    CatalogueEntry(
        17,
        "KublaCon Ranking System",
        "Edi Birsan",
        "Rank",
        "Each round is played under a different scoring system in use in the world and ranked "
        "on its own, and a player's best two round rankings decide, ties settled by a game of "
        "Escalation.",
        "Chaque ronde est jouée selon un système de score différent en usage dans le monde et "
        "classée à part, et les deux meilleurs classements de ronde d'un joueur décident, les "
        "égalités étant départagées par une partie d'Escalation.",
    ),
    CatalogueEntry(
        18,
        "Dragonflight Draw System",
        "Buz Eddy",
        "Draw",
        "A win scores 61 and the survivors of a draw share 60 equally, with a decimal "
        "tie-breaker of at most 0.24 a game for the strength of the country played and of the "
        "opposition.",
        "Une victoire rapporte 61 et les survivants d'une nulle se partagent 60 à parts "
        "égales, avec un départage décimal d'au plus 0,24 par partie selon la force du pays "
        "joué et celle des adversaires.",
    ),
    CatalogueEntry(
        19,
        "Cruise Con System",
        "Chris Martin",
        "Draw + Center Count",
        "Each player in a draw scores 48, 32, 24, 19, 16 or 13 for a two- to seven-way draw, "
        "plus a bonus of their centres divided by the size of the draw, rounded down.",
        "Chaque joueur d'une nulle marque 48, 32, 24, 19, 16 ou 13 pour une nulle à deux à "
        "sept, plus un bonus égal à ses centres divisés par le nombre de joueurs de la nulle, "
        "arrondi à l'inférieur.",
    ),
    CatalogueEntry(
        25,
        "WDC Victoria 2007",
        "Matt Shields/Jake Mannix",
        "Rank + Center Count",
        "A board score of the sum-of-squares family (a solo 100, the rest of the board 0) "
        "rewarding centres and being ahead of as many players as possible, added up over the "
        "tournament through an ante system.",
        "Un score de table de la famille de la somme des carrés (un solo 100, le reste de la "
        "table 0) qui récompense les centres et le fait de devancer le plus de joueurs "
        "possible, cumulé sur le tournoi par un système de mise.",
    ),
    CatalogueEntry(
        26,
        "WackyCon Version 1",
        "Jake Mannix",
        UNCLASSIFIED,
        "Every player antes 10% of their score into each game's pot, which a soloist takes "
        "whole and a draw shares out: 5% to each drawing player, 1% to each other survivor "
        "and the rest by a raw score from centres, rank, peak size and years survived.",
        "Chaque joueur mise 10\u00a0% de son score dans le pot de chaque partie, qu'un solo "
        "remporte en entier et qu'une nulle répartit\u00a0: 5\u00a0% à chaque joueur de la "
        "nulle, 1\u00a0% à chaque autre survivant et le reste selon un score brut tiré des "
        "centres, du rang, de la taille maximale atteinte et des années de survie.",
    ),
    CatalogueEntry(
        28,
        "Weasel Moot 2007",
        "Jim O'Kelley",
        "Draw + Center Count",
        "A win scores 450 and the others nothing; otherwise 10 points a centre, 60 shared by "
        "the survivors of a draw, 1 a year lived for an eliminated position and, for a lone "
        "board topper, 2 more a centre.",
        "Une victoire rapporte 450 et rien aux autres\u00a0; sinon 10 points par centre, 60 "
        "partagés entre les survivants d'une nulle, 1 par année vécue pour une position "
        "éliminée et, pour un joueur seul en tête, 2 de plus par centre.",
    ),
    CatalogueEntry(
        33,
        "Detour 98e",
        "Bill Brown, John Cain, Tristen Lee, from Ken Sproat's Detour (March 1998)",
        "Center Count",
        "A draw gives 1 point a centre, 1 for surviving to Fall 1905, 1 for surviving the "
        "game, the outright leader's lead in centres and 4, 3, 2 and 1 for the top four, "
        "scaled to 100, while a win scores 100 and each loser their centres and survival "
        "point.",
        "Une nulle donne 1 point par centre, 1 pour avoir survécu jusqu'à l'automne 1905, 1 "
        "pour avoir survécu à la partie, l'avance en centres du meneur seul et 4, 3, 2 et 1 "
        "aux quatre premiers, ramenés à 100, tandis qu'une victoire rapporte 100 et à chaque "
        "perdant ses centres et son point de survie.",
    ),
    CatalogueEntry(
        38,
        "Voting System",
        "Jon Saul",
        "Rank",
        "At the end of each game the players rank one another from 1 to 7, and the lowest "
        "total over a set number of games, typically three, wins.",
        "À la fin de chaque partie, les joueurs se classent les uns les autres de 1 à 7, et le "
        "plus petit total sur un nombre fixé de parties, en général trois, l'emporte.",
    ),
    CatalogueEntry(
        43,
        "Origins 1977 Modified Rocamora/Birsan",
        "Mike Rocamora",
        "Rank + Center Count",
        "1 point a centre plus 1 point for each player of the same country the player did "
        "better than in the round.",
        "1 point par centre plus 1 point pour chaque joueur du même pays que le joueur a "
        "devancé dans la ronde.",
    ),
    CatalogueEntry(
        45,
        "Walker System",
        "Rod Walker",
        UNCLASSIFIED,
        "The players are not told the scoring system, only to play Diplomacy, and the winner "
        "is announced at the end with or without the system.",
        "Les joueurs ne connaissent pas le système de score, seulement la consigne de jouer à "
        "Diplomatie, et le vainqueur est annoncé à la fin, avec ou sans le système.",
    ),
    CatalogueEntry(
        46,
        "DipCon 3 1970 Oklahoma City",
        "Jeff Key, Eric Just",
        UNCLASSIFIED,
        "A committee of three or four decides at the end of the rounds who played the best.",
        "Un comité de trois ou quatre personnes décide à la fin des rondes qui a le mieux joué.",
    ),
    CatalogueEntry(
        47,
        "DipCon 5",
        "Len Lakofka",
        "Rank",
        "The best player of each of seven first-round boards, as the board decides, goes to a "
        "final top board whose best player by centres or consensus is champion.",
        "Le meilleur joueur de chacune des sept tables de la première ronde, désigné par sa "
        "table, accède à une table finale dont le meilleur joueur, aux centres ou par "
        "consensus, est sacré champion.",
    ),
    CatalogueEntry(
        48,
        "Conquest Sum of Rankings",
        "Edi Birsan",
        "Rank",
        "Each of three rounds is scored with a different system (C-Diplo, sum of squares and "
        "Whipping in 2008) and ranked, and a player's best two round rankings make the master "
        "ranking.",
        "Chacune des trois rondes est comptée selon un système différent (C-Diplo, somme des "
        "carrés et Whipping en 2008) puis classée, et les deux meilleurs classements de ronde "
        "d'un joueur forment le classement général.",
    ),
    CatalogueEntry(
        52,
        "Bear Con 1/Russian DipCon 2009",
        "Alex Lebedev",
        "Rank + Center Count",
        "A solo scores 34 and the others nothing; otherwise a player's first centre is worth "
        "4 points, the second 3 and each further one 1, and a lone leader adds 5.",
        "Un solo rapporte 34 et rien aux autres\u00a0; sinon le premier centre d'un joueur "
        "vaut 4 points, le deuxième 3 et chacun des suivants 1, et un meneur seul ajoute 5.",
    ),
)
