"""French text of the long English prose the engines define: each scoring system's
``description`` (``tournaments.scoring.SYSTEMS``), each rating system's ``description``
and its tables' descriptions (``ratings.engines.ENGINES``).

Pure data, read by the ``describe`` template filter (``tournaments.templatetags.wdd``)
when the page is in French. Formulas, numbers and names are kept as in the English, and
so are the paragraph breaks (a blank line). A new system needs its French here too
(tests/i18n/test_descriptions.py checks it). ``\u00a0`` is the no-break space French
puts before ``;`` and ``:`` (as in the .po catalogue).
"""

#: scoring-system slug -> French description (paragraphs separated by a blank line)
SCORING_FR: dict[str, str] = {
    "win-tier": (
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
    ),
    "squares-daanz": (
        "Une partie sans solo donne à chaque joueur le carré de ses centres divisé par la "
        "somme des carrés des centres de tous les joueurs, multiplié par 100\u00a0: une table "
        "totalise donc 100. Une partie gagnée avec 18 centres rapporte 100 au vainqueur et "
        "0 à tous les autres. Le total du tournoi est la somme des scores de partie d'un "
        "joueur\u00a0; le plus gros total l'emporte.\n\n"
        "Les totaux égaux sont départagés, dans l'ordre, par\u00a0: le plus de victoires\u00a0; le "
        "plus de parties où le joueur a survécu dans une nulle\u00a0; la comparaison des "
        "meilleures parties\u00a0; celle des 2es meilleures parties\u00a0; celle des 3es meilleures "
        "parties\u00a0; les joueurs encore à égalité partagent le rang. Deux parties se "
        "comparent par l'issue (victoire, puis nulle, puis élimination dans une partie "
        "nulle, puis défaite sur le solo d'un autre joueur), puis par le score de partie, "
        "puis par la place aux centres (une place seule bat une place partagée, et une "
        "place partagée par moins de joueurs bat la même place partagée par davantage), "
        "puis par l'année d'élimination (la plus tardive est meilleure), puis par le score "
        "du joueur moins celui du 1er, celui du 2e et ainsi de suite. Source\u00a0: le système "
        "Squares de John Cain (1999), tel qu'utilisé par la DAANZ.\n\n"
        "Interprétations retenues par ce site\u00a0: les départages portent sur toutes les "
        "parties jouées par le joueur\u00a0; une 2e ou 3e partie manquante se classe sous "
        "n'importe quelle partie\u00a0; quand une seule des deux parties comparées s'est "
        "terminée par une élimination, celle où le joueur a survécu est meilleure\u00a0; à la "
        "dernière étape, les joueurs éliminés comptent 0."
    ),
    "draw-size": (
        "Un solo rapporte 100 au vainqueur et 0 à tous les autres. Toute autre partie est "
        "une nulle entre tous les survivants, qui se partagent 100 points à parts égales\u00a0; "
        "les joueurs éliminés marquent 0. Le total du tournoi est la somme des scores de "
        "partie, et les totaux égaux partagent un rang. Appelé DSS dans les données de "
        "parties, et aussi WTA.\n\n"
        "Source\u00a0: le score fondé sur la règle de la nulle du livret de Diplomacy, tel "
        "qu'utilisé par les sites de jeu en ligne (le draw-size scoring de webDiplomacy). "
        "Interprétation retenue par ce site\u00a0: la nulle inclut toutes les puissances "
        "détenant au moins un centre."
    ),
    "sum-of-squares": (
        "Un solo rapporte 100 au vainqueur et 0 à tous les autres. Dans une nulle, chaque "
        "joueur marque le carré de ses centres divisé par la somme des carrés des centres "
        "de tous les joueurs, multiplié par 100\u00a0: une table totalise donc 100. Le total du "
        "tournoi est la somme des scores de partie, et les totaux égaux partagent un rang. "
        "Appelé SoS dans les données de parties.\n\n"
        "Source\u00a0: le score par somme des carrés (sum-of-squares) des sites de jeu en "
        "ligne, c'est-à-dire le score de partie du Squares de John Cain. Interprétation "
        "retenue par ce site\u00a0: aucun départage au-delà du total."
    ),
    "carnage": (
        "Un solo rapporte 28034 points à son auteur (tous les points qu'une table peut "
        "donner) et 0 à tous les autres. Toute autre partie donne 7000 points pour la 1re "
        "place, 6000 pour la 2e et ainsi de suite jusqu'à 1000 pour la 7e, plus 1 point "
        "par centre détenu. La place se fait aux centres\u00a0; les joueurs éliminés sont "
        "classés derrière tous les survivants dans l'ordre d'élimination, et les joueurs à "
        "égalité se partagent les points des places qu'ils occupent (deux joueurs à "
        "égalité à la 1re place reçoivent 6500 chacun). Le total du tournoi est la somme "
        "des scores de partie.\n\n"
        "Source\u00a0: le barème de la convention Carnage, tel qu'expliqué avec des exemples "
        "détaillés sur le forum de webDiplomacy. Interprétations retenues par ce site\u00a0: "
        "les totaux égaux partagent un rang\u00a0; une table de moins de sept puissances "
        "attribue les valeurs des premières places."
    ),
    "c-diplo": (
        "Un solo rapporte 100 à son auteur et 0 à tous les autres. Sinon, chaque joueur "
        "marque 1 point de participation plus 1 par centre, et les trois premiers aux "
        "centres reçoivent 38, 14 et 7 points de bonus\u00a0; les joueurs à égalité se "
        "partagent les bonus des places qu'ils occupent. Une table complète totalise donc "
        "7 + 34 + 59 = 100. Le total du tournoi est la somme des scores de partie.\n\n"
        "Source\u00a0: le C-Diplo originel en 100 points de la communauté française, tel que "
        "décrit par Toby Harris à partir de l'EuroDipCon 1997. Interprétations retenues "
        "par ce site\u00a0: les joueurs éliminés gardent le point de participation\u00a0; les places "
        "se font aux centres seuls, si bien que des joueurs à égalité à 0 centre se "
        "partagent tout bonus couvert par leur place\u00a0; les totaux égaux partagent un rang."
    ),
    "opentribute": (
        "Un solo rapporte 340 à son auteur et 0 à tous les autres. Sinon, chaque joueur "
        "part de 34 points plus 3 par centre et verse au premier de la table un point de "
        "tribut par centre de retard sur lui\u00a0; un survivant garde le reste, un joueur "
        "éliminé marque 0. Le premier de la table encaisse le tribut\u00a0; n joueurs "
        "partageant la première place en reçoivent chacun 1/n² (le reste est perdu). Le "
        "total du tournoi est la somme des scores de partie.\n\n"
        "Source\u00a0: la variante OpenTribute de Tribute, publiée par les Windy City Weasels. "
        "Interprétations retenues par ce site\u00a0: les joueurs éliminés paient aussi le "
        "tribut (ainsi, un premier seul sur une table dont tous les centres sont occupés "
        "marque 10 par centre)\u00a0; les totaux égaux partagent un rang."
    ),
    "manorcon": (
        "Un joueur éliminé marque 0.1 point par année de jeu disputée, année d'élimination "
        "comprise. L'auteur d'un solo marque 75, et chaque autre joueur encore en vie est "
        "compté comme s'il avait été éliminé l'année du solo. Sans solo, chaque puissance "
        "reçoit P = S² + 4S + 16 (S = centres détenus\u00a0; une puissance éliminée compte 16) "
        "et chaque survivant marque 100 × P divisé par la somme des P de la table. Le "
        "total du tournoi est la somme des scores de partie.\n\n"
        "Source\u00a0: le ManorCon Diplomacy Tournament Scoring System. Interprétations "
        "retenues par ce site\u00a0: l'année du solo est l'année de fin enregistrée pour la "
        "table ou, à défaut, la plus tardive entre 1909 et la dernière année "
        "d'élimination\u00a0; les totaux égaux partagent un rang."
    ),
    "detour09": (
        "Un solo rapporte 110 à son auteur. Dans toute autre partie, le score brut de "
        "chaque joueur est de 1 point par centre, 2 points pour être encore en vie, "
        "l'avance sur le 2e pour un premier seul, et 4, 3, 2 et 1 points pour les quatre "
        "premiers aux centres (les joueurs à égalité prennent les points de la place la "
        "plus basse)\u00a0; les scores bruts sont ensuite mis à l'échelle pour que la table "
        "totalise 100. Les joueurs éliminés, et ceux qui perdent sur un solo, ajoutent "
        "0.25 point par année survécue, 2 au plus. Le total du tournoi est la somme des "
        "scores de partie.\n\n"
        "Source\u00a0: la famille Detour de la DAANZ (le Detour de Ken Sproat, de 1998, et ses "
        "révisions Detour 98e et 98f). Interprétations retenues par ce site\u00a0: le bonus de "
        "survie est ajouté après la mise à l'échelle\u00a0; une année compte comme survécue "
        "quand le joueur la termine avec un centre et que personne n'en détient 18, si bien "
        "qu'un joueur éliminé une année, ou en vie quand un autre joueur réalise un solo une "
        "année, a survécu aux années précédentes (un solo en 1905 donne 1 point)\u00a0; les "
        "points de place ne vont qu'aux survivants\u00a0; les totaux égaux partagent un rang."
    ),
}

#: rating-system slug -> French description (one sentence a rule on the page)
RATING_FR: dict[str, str] = {
    "dip-pouch": (
        "Chaque tournoi rapproche la cote d'un joueur de son percentile dans ce tournoi. "
        "Départ\u00a0: 40. Percentile S = (N + 0.5 - P) / N x 100, avec N le nombre de joueurs "
        "classés et P la place obtenue (les joueurs à égalité partagent la meilleure place "
        "de l'égalité). Valeur du tournoi V\u00a0: 20 pour un championnat du monde\u00a0; sinon 0 "
        "pour un tournoi terminé avant le 2001-01-01 (affiché dans l'historique, ne change "
        "rien)\u00a0; sinon N / 7 + 2 pour un tournoi en une ronde et N / 3.5 + 2 pour plus de "
        "rondes, plafonnée à 15. Mise à jour\u00a0: R_new = R_old + V / 100 x (S - R_old). Les "
        "tournois sont pris dans l'ordre de leur date de fin, puis de leur date de début, "
        "puis de leur identifiant."
    ),
    "ghost": (
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
    ),
    "openskill": (
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
    ),
}

#: (rating-system slug, table slug) -> French description of the table
CATEGORY_FR: dict[tuple[str, str], str] = {
    ("dip-pouch", "overall"): ("Tous les tournois avec un classement final, tous les joueurs."),
    ("ghost", "overall"): (
        "Les six variantes multijoueurs, tous types de négociation, parties en direct et standard."
    ),
    ("ghost", "gunboat"): (
        "Parties gunboat (sans négociation) des six variantes multijoueurs\u00a0; modificateur "
        "de négociation 1."
    ),
    ("ghost", "live"): (
        "Parties en direct (moins de 60 minutes par phase) des six variantes multijoueurs."
    ),
    ("ghost", "full-press"): (
        "Parties classiques en négociation complète ou selon la règle, à vitesse standard, "
        "tables de tournoi en face à face comprises."
    ),
    ("ghost", "1v1"): (
        "France contre Autriche et Allemagne contre Italie ensemble\u00a0: Elo, K = 32."
    ),
    ("ghost", "fva"): ("Parties France contre Autriche\u00a0: Elo, K = 32."),
    ("ghost", "gvi"): ("Parties Allemagne contre Italie\u00a0: Elo, K = 32."),
    ("openskill", "overall"): (
        "Toutes les parties multijoueurs (classic, ancient-mediterranean, world-ix, "
        "fall-of-the-american-empire, modern-ii, classic-chaos), toute négociation, tout "
        "mode de score et toute vitesse, tables en face à face comprises."
    ),
    ("openskill", "1v1"): (
        "Parties France contre Autriche et Allemagne contre Italie\u00a0: victoire, nulle ou "
        "défaite."
    ),
}
