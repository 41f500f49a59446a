"""Seeded synthetic results bundles in the interchange format (version 1).

``generate_bundle(players, tournaments, games, seed)`` returns a bundle dict
exactly as docs/interchange (``/work/shared/spec/interchange.md``) defines it
and nothing more: players from many countries (accented, Greek, Japanese and
Cyrillic names included), face-to-face tournaments with 7-player boards and
valid end positions, circuits, and standalone online games across variants,
press types and phase lengths. Pure Python (no Django): the same seed gives
the same bundle on any machine, whatever ``PYTHONHASHSEED`` is.

``games`` counts online-game *results* (one player's end position in one
standalone game); the generator adds whole games until it has exactly that
many (a request of 1 or 3, which no game sizes can make up, gives one fewer).
Tournament boards come on top of that.

Everything is written straight into plain lists and dicts, so 30,000 players,
5,000 tournaments and a million online results take seconds.
"""

from __future__ import annotations

import csv
import json
import math
import random
import unicodedata
from bisect import bisect
from dataclasses import dataclass
from datetime import date, timedelta
from itertools import accumulate
from pathlib import Path

FORMAT = "diplomacy-results"
VERSION = 1

CLASSIC_POWERS = ("Austria", "England", "France", "Germany", "Italy", "Russia", "Turkey")
TOTAL_CENTRES = 34
SOLO_CENTRES = 18
SCORING_SYSTEMS = (
    "win-tier",
    "squares-daanz",
    "draw-size",
    "sum-of-squares",
    "carnage",
    "c-diplo",
    "opentribute",
    "manorcon",
    "detour09",
)
PRESS = ("full", "rulebook", "public", "gunboat")
PRESS_WEIGHTS = (37, 13, 12, 38)
GAME_SCORING = ("dss", "sos")
LIVE_PHASES = (5, 10, 15, 20, 30)
STANDARD_PHASES = (1440, 2880)
FIRST_ONLINE_YEAR = 2005
SHARE_REAL_BOARDS = 0.3  # of boards (and classic online games) reusing a real end position
SHARE_PUBLISHED_STANDINGS = 0.5


@dataclass(frozen=True, slots=True)
class VariantSpec:
    slug: str
    powers: tuple[str, ...]
    centres: int  # supply centres on the map
    target: int  # centres that win outright (webDiplomacy's target)
    first_year: int  # the game's first year
    weight: float  # share of online games
    survivors: tuple[int, int]  # survivors of a drawn game, min..max


# Powers, supply centres and solo targets as webDiplomacy plays them. The site
# (its importer) takes at most 34 centres a game in all, so on the bigger maps
# (Modern II, Fall of the American Empire, World IX) the players here share at
# most 34 and nobody reaches the target: those games never end in a solo.
VARIANTS = (
    VariantSpec("classic", CLASSIC_POWERS, 34, 18, 1901, 80.0, (2, 7)),
    VariantSpec("fva", ("France", "Austria"), 34, 18, 1901, 6.0, (2, 2)),
    VariantSpec("gvi", ("Germany", "Italy"), 34, 18, 1901, 4.0, (2, 2)),
    VariantSpec(
        "ancient-mediterranean",
        ("Carthage", "Egypt", "Greece", "Persia", "Rome"),
        34, 18, 1901, 4.0, (2, 5),
    ),
    VariantSpec(
        "modern-ii",
        ("Britain", "Egypt", "France", "Germany", "Italy", "Poland", "Russia", "Spain",
         "Turkey", "Ukraine"),
        64, 33, 1994, 2.0, (3, 8),
    ),
    VariantSpec(
        "fall-of-the-american-empire",
        ("British-Columbia", "California", "Florida", "Heartland", "Mexico", "New-York",
         "Peru", "Quebec", "Texas", "Cuba"),
        62, 34, 1999, 1.5, (3, 8),
    ),
    VariantSpec(
        "world-ix",
        ("Argentina", "Brazil", "China", "Europe", "Frozen-Antarctica", "Ghana", "India",
         "Kenya", "Libya", "Near-East", "Pacific-Russia", "Quebec", "Russia", "South-Africa",
         "USA", "Western-Canada", "Oz"),
        82, 44, 2000, 1.5, (5, 12),
    ),
    VariantSpec(
        "classic-chaos",
        ("Ankara", "Belgium", "Berlin", "Brest", "Budapest", "Bulgaria", "Constantinople",
         "Denmark", "Edinburgh", "Greece", "Holland", "Kiel", "Liverpool", "London",
         "Marseilles", "Moscow", "Munich", "Naples", "Norway", "Paris", "Portugal", "Rome",
         "Rumania", "Serbia", "Sevastopol", "Smyrna", "Spain", "St-Petersburg", "Sweden",
         "Trieste", "Tunis", "Venice", "Vienna", "Warsaw"),
        34, 18, 1901, 0.5, (4, 12),
    ),
)  # fmt: skip
VARIANT_BY_SLUG = {v.slug: v for v in VARIANTS}

# ---------------------------------------------------------------------------
# Names and places
# ---------------------------------------------------------------------------


def _w(text: str) -> tuple[str, ...]:
    return tuple(s.strip() for s in text.split(",") if s.strip())


# country: (male first names, female first names, surnames, female-surname rule)
NAMES: dict[str, tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...], str | None]] = {
    "FR": (
        _w(
            "Jean, Pierre, Cyrille, Frédéric, Stéphane, Benoît, Cédric, Jérôme, Sébastien, "
            "François, Grégoire, Loïc, Noël, Thibault, Aurélien, Julien, Nicolas, Mathieu, "
            "Olivier, Clément, Gaëtan, Raphaël, Xavier, Hervé, Rémi, Yannick, Bruno, Timothée"
        ),
        _w("Hélène, Amélie, Élodie, Maëlle, Camille, Chloé, Léa, Émilie, Cécile, Zoé, Agnès"),
        _w(
            "Martin, Bernard, Dubois, Lefèvre, Moreau, Girard, Faure, Rousseau, Mercier, Dupré, "
            "Lemaître, Bérard, Chevalier, Garnier, Perrin, Fontaine, Rivière, Leclerc, Gauthier, "
            "Barré, Ménard, Brûlé, Delacroix, Bénard, Renaud, Lacroix, Valéry, Hémery, "
            "Lagrange, Poirier, Lemoine, Guérin, Prévost, Bouché, Jégou, Cœur"
        ),
        None,
    ),
    "US": (
        _w(
            "Michael, David, Chris, Matthew, Brian, Andrew, Nathan, Tyler, Kevin, Eric, Jason, "
            "Doug, Bill, Jim, Tom, Dave, Ryan, Zachary, Adam, Peter, Mark, Edward, Brandon, "
            "Jamal, Carlos, Graham, Andy, Marcus"
        ),
        _w(
            "Jennifer, Sarah, Jessica, Ashley, Emily, Lauren, Rachel, Megan, Melissa, Katherine, "
            "Priya, Maria"
        ),
        _w(
            "Smith, Johnson, Williams, Brown, Jones, Miller, Davis, Garcia, Rodriguez, Wilson, "
            "Anderson, Taylor, Thomas, Moore, Jackson, White, Harris, Thompson, Young, Allen, "
            "King, Wright, Scott, Hill, Green, Adams, Baker, Nelson, Carter, Mitchell, Roberts, "
            "Turner, Phillips, Campbell, Parker, Evans, Edwards, Collins, Stewart, Morris, "
            "Murphy, Cook, Rogers, Morgan, Peterson, Kowalski, Nguyen, Kim, Patel, O'Brien, "
            "Hernández, Schultz, Goldberg, Yamamoto, DeLuca, Van Buren, McAllister"
        ),
        None,
    ),
    "GB": (
        _w(
            "Oliver, George, Harry, Jack, James, William, Thomas, Alexander, Edward, Henry, Rhys, "
            "Callum, Graham, Nigel, Alistair, Iain, Gareth, Dafydd, Toby, Rupert, Stuart"
        ),
        _w("Charlotte, Amelia, Emily, Sophie, Lucy, Hannah, Fiona, Eleanor, Siân, Bethan"),
        _w(
            "Smith, Jones, Taylor, Brown, Williams, Wilson, Johnson, Davies, Robinson, Wright, "
            "Thompson, Evans, Walker, White, Roberts, Green, Hall, Wood, Jackson, Clarke, Hughes, "
            "Lloyd, Pritchard, Campbell, MacDonald, Fraser, Ellis, Hartley, Whitmore, Ashdown, "
            "Featherstonehaugh, ap Gwilym, Llewellyn, McTavish, Cholmondeley"
        ),
        None,
    ),
    "AU": (
        _w(
            "Jack, Lachlan, Oliver, Liam, Cooper, Brendan, Shane, Darren, Craig, Tristan, "
            "Jarrod, Bruce, Hamish, Declan, Angus, Mitchell"
        ),
        _w("Chloe, Mia, Isla, Matilda, Ruby, Kylie, Bronwyn, Amber, Zoe, Tahlia"),
        _w(
            "Smith, Nguyen, Kelly, Brown, Wilson, Taylor, Anderson, Walsh, Ryan, O'Connor, Murray, "
            "Thompson, Mitchell, McKenzie, Hamilton, Gallagher, Ferguson, Nolan, Doyle, "
            "Cunningham, Papadopoulos, Russo, Tran, Chen, Kovač, Lindqvist"
        ),
        None,
    ),
    "DE": (
        _w(
            "Jürgen, Jörg, Günter, Stefan, Matthias, Björn, Sören, Maximilian, Lukas, Jan, "
            "Tobias, Jonas, Felix, Uwe, Dieter, Wolfgang, Joachim, Malte, Henrik, Fynn"
        ),
        _w("Anja, Katrin, Sabine, Ulrike, Bärbel, Dörte, Lea, Käthe, Jördis"),
        _w(
            "Müller, Schmidt, Schneider, Fischer, Weiß, Groß, Krüger, Schröder, Köhler, Hoffmann, "
            "Schäfer, Weber, Wagner, Becker, Schulz, Böhm, Strauß, Jäger, Möller, Günther, Bauer, "
            "Richter, Wolf, Neumann, Zimmermann, Kühn, Voß, Meißner, Löffler, Fuß, Hölzl"
        ),
        None,
    ),
    "BE": (
        _w(
            "Pieter, Wouter, Thibaut, Maxime, Sébastien, Lieven, Bart, Koen, Stijn, Geoffroy, "
            "Xavier, Kristof, Joris, Brecht, Jean-François, Frédéric, Raphaël"
        ),
        _w("Annelies, Griet, Élise, Amélie, Nathalie, Ine, Anaïs"),
        _w(
            "Peeters, Janssens, Maes, Jacobs, Mertens, Willems, Claes, Goossens, Wouters, De Smet, "
            "Dubois, Lambert, Dupont, Lejeune, Vandenberghe, Van Damme, De Backer, Hermans, "
            "Desmet, Léonard, Renard, Thiry, Geerts, Vanhoutte, Verbruggen"
        ),
        None,
    ),
    "NL": (
        _w(
            "Daan, Sem, Jeroen, Sander, Bram, Joris, Maarten, Thijs, Ruud, Stijn, Niels, Wessel, "
            "Geert, Hans, Toon, Jurriaan"
        ),
        _w("Sanne, Femke, Lotte, Eline, Floor, Jorien, Anouk, Maaike"),
        _w(
            "de Jong, Jansen, de Vries, van den Berg, van Dijk, Bakker, Visser, Smit, Meijer, "
            "de Boer, Mulder, de Groot, Bos, Vos, Peters, Hendriks, van Leeuwen, Dekker, "
            "Brouwer, de Wit, Dijkstra, Smits, van der Meer, Kuipers, IJzerman, Schaeffer"
        ),
        None,
    ),
    "IT": (
        _w(
            "Marco, Alessandro, Giuseppe, Luca, Matteo, Lorenzo, Niccolò, Federico, Davide, "
            "Simone, Paolo, Andrea, Stefano, Riccardo, Fabrizio, Emanuele"
        ),
        _w("Francesca, Chiara, Giulia, Elena, Martina, Ilaria, Benedetta"),
        _w(
            "Rossi, Russo, Ferrari, Esposito, Bianchi, Romano, Colombo, Ricci, Marino, Greco, "
            "Bruno, Gallo, Conti, De Luca, Mancini, Costa, Giordano, Rizzo, Lombardi, Moretti, "
            "Barbieri, Fontana, Santoro, Mariani, Caruso, Fabbri, D'Angelo, Cantù, Forlì"
        ),
        None,
    ),
    "SE": (
        _w(
            "Erik, Lars, Anders, Johan, Björn, Måns, Gustav, Oskar, Henrik, Mikael, Per, Ulf, "
            "Göran, Jöns, Nils, Sören"
        ),
        _w("Åsa, Märta, Sofia, Elin, Karin, Linnéa, Maja"),
        _w(
            "Andersson, Johansson, Karlsson, Nilsson, Eriksson, Larsson, Olsson, Persson, "
            "Svensson, Gustafsson, Pettersson, Jönsson, Lindström, Lindqvist, Lundgren, "
            "Bergström, Sjöberg, Åberg, Öberg, Ström, Håkansson, Nordström, Ekström"
        ),
        None,
    ),
    "NO": (
        _w(
            "Ole, Håkon, Øystein, Bjørn, Sindre, Magnus, Eirik, Kjetil, Torbjørn, Jørgen, "
            "Marius, Asbjørn, Trond, Ståle"
        ),
        _w("Ingrid, Solveig, Åse, Siri, Sigrid, Tuva, Ragnhild, Signe"),
        _w(
            "Hansen, Johansen, Olsen, Larsen, Andersen, Pedersen, Nilsen, Kristiansen, Jensen, "
            "Karlsen, Haugen, Bakken, Solberg, Strøm, Berg, Dahl, Lie, Sæther, Løken, Brække, "
            "Ødegård, Østby, Aasen, Grønvold"
        ),
        None,
    ),
    "CA": (
        _w(
            "Liam, Noah, Émile, Mathieu, Étienne, Ryan, Brandon, Justin, Owen, Marc-André, "
            "Sylvain, Ethan, Connor, Benoît"
        ),
        _w("Geneviève, Chantal, Mélanie, Kayla, Josée, Megan, Claire"),
        _w(
            "Tremblay, Gagnon, Roy, Côté, Bouchard, Gauthier, Morin, Lavoie, Fortin, Gagné, "
            "Ouellet, Pelletier, Bélanger, Lévesque, Bergeron, Leblanc, Smith, Brown, MacDonald, "
            "Campbell, Wilson, Martin, Thompson, Stewart, Fraser, Sinclair"
        ),
        None,
    ),
    "DK": (
        _w("Søren, Jens, Mads, Rasmus, Kasper, Jørn, Asger, Frederik, Niels, Mikkel, Bjørn"),
        _w("Mette, Ditte, Lærke, Freja, Anne, Sørine"),
        _w(
            "Nielsen, Jensen, Hansen, Pedersen, Andersen, Christensen, Larsen, Sørensen, "
            "Rasmussen, Jørgensen, Møller, Kjær, Frølich, Thygesen, Lund, Holm, Bøgh, "
            "Kristensen, Østergaard"
        ),
        None,
    ),
    "ES": (
        _w(
            "José, Jesús, Íñigo, Álvaro, Sergio, Ángel, Raúl, Joaquín, Alberto, Ramón, Jordi, "
            "Pau, Xavier, Andrés"
        ),
        _w("María, Lucía, Pilar, Begoña, Nuria, Mónica, Núria, Ainhoa"),
        _w(
            "García, Fernández, González, Rodríguez, López, Martínez, Sánchez, Pérez, Gómez, "
            "Martín, Jiménez, Ruiz, Hernández, Díaz, Moreno, Muñoz, Álvarez, Romero, Alonso, "
            "Gutiérrez, Ibáñez, Núñez, Peña, Castaño, Puig, Ferrer, Echeverría"
        ),
        None,
    ),
    "PL": (
        _w(
            "Łukasz, Paweł, Michał, Krzysztof, Tomasz, Piotr, Wojciech, Bartłomiej, Grzegorz, "
            "Jędrzej, Maciej, Przemysław, Sławomir, Marek"
        ),
        _w("Małgorzata, Agnieszka, Katarzyna, Zofia, Anna, Joanna, Grażyna"),
        _w(
            "Nowak, Kowalski, Wiśniewski, Wójcik, Kowalczyk, Kamiński, Lewandowski, Zieliński, "
            "Szymański, Woźniak, Dąbrowski, Kozłowski, Jankowski, Mazur, Kwiatkowski, Krawczyk, "
            "Piotrowski, Grabowski, Pawłowski, Michalski, Żak, Król, Wróbel, Sikora, Górecki"
        ),
        "pl",
    ),
    "NZ": (
        _w("Liam, Nikau, Tama, Oliver, Jack, Rawiri, Hamish, Fergus, Wiremu, Tāne, Hēmi"),
        _w("Aroha, Sophie, Ngaio, Grace, Ella, Mereana"),
        _w(
            "Smith, Wilson, Williams, Brown, Taylor, Ngata, Parata, Walker, Campbell, Stewart, "
            "Robertson, Tapsell, Whaanga, Te Rangi, McLeod"
        ),
        None,
    ),
    "IE": (
        _w("Seán, Ciarán, Pádraig, Eoin, Cian, Darragh, Conor, Declan, Dónal, Tadhg"),
        _w("Niamh, Aoife, Siobhán, Róisín, Orla, Fionnuala"),
        _w(
            "Murphy, Kelly, O'Sullivan, Walsh, O'Brien, Byrne, Ryan, O'Connor, O'Neill, "
            "Ó Briain, Mac Giolla, Doyle, McCarthy, Gallagher, Ó Súilleabháin, Kavanagh, Nolan, "
            "Quinn"
        ),
        None,
    ),
    "CH": (
        _w("Reto, Urs, Beat, Matthias, Luca, Noé, Léon, Jürg, Andrea, Rémy, Lukas"),
        _w("Céline, Nadine, Corinne, Stéphanie, Seraina"),
        _w(
            "Müller, Meier, Schmid, Keller, Weber, Huber, Meyer, Schneider, Steiner, Fischer, "
            "Gerber, Brunner, Baumann, Frei, Zürcher, Graf, Rochat, Favre, Bühler, Moser"
        ),
        None,
    ),
    "AT": (
        _w("Florian, Johannes, Lukas, Andreas, Sebastian, Wolfgang, Günther, Christoph, Jakob"),
        _w("Katharina, Barbara, Magdalena, Elisabeth"),
        _w(
            "Gruber, Huber, Bauer, Wagner, Pichler, Steiner, Moser, Mayer, Hofer, Leitner, "
            "Berger, Fuchs, Eder, Fischer, Schwarz, Wimmer, Lang, Winkler, Wallner, Höller, "
            "Pölzl"
        ),
        None,
    ),
    "FI": (
        _w("Juha, Mikko, Jussi, Antti, Jukka, Ville, Eero, Jyrki, Väinö, Pekka"),
        _w("Päivi, Tuula, Sari, Aino, Elina"),
        _w(
            "Korhonen, Virtanen, Mäkinen, Nieminen, Mäkelä, Hämäläinen, Laine, Heikkinen, "
            "Koskinen, Järvinen, Lehtonen, Lehtinen, Saarinen, Salminen, Heinonen, Niemi, "
            "Kinnunen, Salonen, Turunen, Hyvärinen"
        ),
        None,
    ),
    "PT": (
        _w("João, António, Tiago, Rui, Gonçalo, Duarte, Sérgio, Cristóvão, Simão"),
        _w("Inês, Conceição, Sofia, Beatriz, Leonor"),
        _w(
            "Silva, Santos, Ferreira, Pereira, Oliveira, Costa, Rodrigues, Martins, Sousa, "
            "Fernandes, Gonçalves, Gomes, Lopes, Marques, Alves, Ribeiro, Pinto, Carvalho, "
            "Magalhães, Brandão"
        ),
        None,
    ),
    "BR": (
        _w("João, Lucas, Gabriel, Matheus, Guilherme, Rafael, Thiago, Vinícius, Fábio, Caio"),
        _w("Ana, Júlia, Letícia, Luíza, Márcia"),
        _w(
            "Silva, Santos, Oliveira, Souza, Rodrigues, Ferreira, Alves, Pereira, Lima, Gomes, "
            "Ribeiro, Carvalho, Araújo, Barbosa, Gonçalves, Rocha, Azevedo, Damasceno, "
            "Conceição, Assunção"
        ),
        None,
    ),
    "AR": (
        _w("Santiago, Matías, Martín, Facundo, Agustín, Joaquín, Nicolás, Tomás, Gastón, Ezequiel"),
        _w("Sofía, Valentina, Lucía, Florencia"),
        _w(
            "González, Rodríguez, Gómez, Fernández, López, Díaz, Martínez, Pérez, Romero, Sosa, "
            "Álvarez, Torres, Ruiz, Ramírez, Flores, Benítez, Acosta, Medina, Herrera, Suárez, "
            "Giménez, Aguirre, Peña"
        ),
        None,
    ),
    "MX": (
        _w("José Luis, Alejandro, Diego, Andrés, Héctor, Jesús, Adrián, Rodrigo"),
        _w("Guadalupe, Ximena, Mariana, Fernanda, Renata"),
        _w(
            "Hernández, García, Martínez, López, González, Pérez, Rodríguez, Sánchez, Ramírez, "
            "Cruz, Flores, Gómez, Morales, Vázquez, Jiménez, Reyes, Díaz, Torres, Gutiérrez, "
            "Mendoza, Aguilar, Ortiz, Castañeda, Ibarra"
        ),
        None,
    ),
    "JP": (
        _w("Hiroshi, Takeshi, Kenji, Haruto, Sōta, Yūto, Daisuke, Kazuki, Naoki, Ryō, Shōta, Kōji"),
        _w("Yuki, Sakura, Aoi, Yōko, Haruka"),
        _w(
            "Satō, Suzuki, Takahashi, Tanaka, Watanabe, Itō, Yamamoto, Nakamura, Kobayashi, "
            "Katō, Yoshida, Yamada, Sasaki, Yamaguchi, Matsumoto, Inoue, Kimura, Hayashi, "
            "Shimizu, Saitō"
        ),
        None,
    ),
    "GR": (
        _w(
            "Georgios, Dimitris, Konstantinos, Nikos, Giannis, Panagiotis, Vasilis, Christos, "
            "Athanasios, Stavros"
        ),
        _w("Eleni, Maria, Katerina, Sofia, Ioanna, Despina"),
        _w(
            "Papadopoulos, Papadakis, Georgiou, Nikolaidis, Pappas, Oikonomou, Karagiannis, "
            "Vlachos, Dimitriou, Konstantinidis, Antoniou, Makris, Ioannidis, Christodoulou, "
            "Alexiou"
        ),
        "gr",
    ),
    "CZ": (
        _w("Jiří, Jan, Petr, Tomáš, Martin, Lukáš, Ondřej, Vojtěch, Jakub"),
        _w("Jana, Tereza, Lucie, Kateřina"),
        _w(
            "Novák, Svoboda, Novotný, Dvořák, Černý, Procházka, Kučera, Veselý, Horák, Němec, "
            "Pokorný, Marek, Hájek, Král, Růžička, Beneš, Fiala, Sedláček, Doležal, Zeman"
        ),
        "cz",
    ),
    "HU": (
        _w("László, István, Gábor, Zoltán, Péter, Attila, Balázs, Ádám"),
        _w("Zsófia, Eszter, Katalin, Réka"),
        _w(
            "Nagy, Kovács, Tóth, Szabó, Horváth, Varga, Kiss, Molnár, Németh, Farkas, Balogh, "
            "Papp, Takács, Juhász, Lakatos, Mészáros, Oláh, Rácz, Fekete, Szőke, Győri, Erdős"
        ),
        None,
    ),
    "RU": (
        _w("Aleksandr, Dmitry, Sergey, Andrey, Alexey, Ivan, Mikhail, Nikolai, Pavel, Yuri"),
        _w("Olga, Natalia, Elena, Tatiana, Anastasia"),
        _w(
            "Ivanov, Smirnov, Kuznetsov, Popov, Vasiliev, Petrov, Sokolov, Mikhailov, Novikov, "
            "Fedorov, Morozov, Volkov, Lebedev, Semenov, Egorov, Pavlov, Kozlov, Stepanov, "
            "Nikolaev, Orlov"
        ),
        "ru",
    ),
    "TR": (
        _w("Mehmet, Mustafa, Ahmet, Ali, Hüseyin, Hasan, İbrahim, Emre, Burak, Oğuz, Çağlar"),
        _w("Ayşe, Fatma, Zeynep, Elif, Gülşen, Şule"),
        _w(
            "Yılmaz, Kaya, Demir, Şahin, Çelik, Yıldız, Yıldırım, Öztürk, Aydın, Özdemir, "
            "Arslan, Doğan, Kılıç, Aslan, Çetin, Kara, Koç, Kurt, Özkan, Şimşek"
        ),
        None,
    ),
    "IS": (
        _w(
            "Jón, Sigurður, Guðmundur, Gunnar, Ólafur, Einar, Kristján, Stefán, Magnús, Þórður, "
            "Ragnar"
        ),
        _w("Guðrún, Anna, Kristín, Sigríður, Margrét, Helga, Þóra"),
        # Patronymic stems: + "son" or + "dóttir".
        _w(
            "Jóns, Sigurðar, Guðmundar, Gunnars, Ólafs, Einars, Kristjáns, Stefáns, Magnúsar, "
            "Þórðar, Ragnars, Hallgríms"
        ),
        "is",
    ),
    "HR": (
        _w("Ivan, Marko, Luka, Josip, Tomislav, Dario, Matej"),
        _w("Ana, Petra, Ivana, Marija"),
        _w(
            "Horvat, Kovačević, Babić, Marić, Jurić, Novak, Kovačić, Knežević, Vuković, "
            "Marković, Petrović, Matić, Tomić, Pavlović, Božić, Blažević, Grgić, Šarić, Perić, "
            "Lovrić"
        ),
        None,
    ),
}

# Names in their own script, used for a share of players of these countries.
NATIVE_NAMES: dict[
    str, tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...], tuple[str, ...]]
] = {
    # male first, female first, male surname, female surname (same index)
    "JP": (
        _w("健, 太郎, 翔太, 大輔, 直樹, 和也, 拓也, 浩"),
        _w("陽菜, さくら, 裕子, 美咲, 恵"),
        _w("佐藤, 鈴木, 高橋, 田中, 渡辺, 伊藤, 山本, 中村, 小林, 加藤, 吉田, 山田, 佐々木"),
        _w("佐藤, 鈴木, 高橋, 田中, 渡辺, 伊藤, 山本, 中村, 小林, 加藤, 吉田, 山田, 佐々木"),
    ),
    "GR": (
        _w("Γιώργος, Δημήτρης, Κωνσταντίνος, Νίκος, Γιάννης, Παναγιώτης, Βασίλης, Χρήστος"),
        _w("Ελένη, Μαρία, Κατερίνα, Σοφία, Ιωάννα"),
        _w(
            "Παπαδόπουλος, Παπαδάκης, Γεωργίου, Νικολαΐδης, Παππάς, Οικονόμου, Καραγιάννης, "
            "Βλάχος, Δημητρίου, Αντωνίου"
        ),
        _w(
            "Παπαδοπούλου, Παπαδάκη, Γεωργίου, Νικολαΐδου, Παππά, Οικονόμου, Καραγιάννη, "
            "Βλάχου, Δημητρίου, Αντωνίου"
        ),
    ),
    "RU": (
        _w("Александр, Дмитрий, Сергей, Андрей, Алексей, Иван, Михаил"),
        _w("Ольга, Наталья, Елена, Татьяна, Анастасия"),
        _w("Иванов, Смирнов, Кузнецов, Попов, Петров, Соколов, Волков, Орлов"),
        _w("Иванова, Смирнова, Кузнецова, Попова, Петрова, Соколова, Волкова, Орлова"),
    ),
}
NATIVE_SHARE = {"JP": 0.4, "GR": 0.35, "RU": 0.25}
FEMALE_SHARE = 0.12

# Share of the player base by nationality (the WDD's big scenes first).
NATIONALITY_WEIGHTS = {
    "US": 14, "FR": 13, "GB": 9, "AU": 6, "DE": 5, "CA": 4, "BE": 4, "NL": 4, "IT": 4,
    "SE": 4, "NO": 3, "DK": 2, "ES": 2, "PL": 2, "NZ": 2, "IE": 1.5, "CH": 1.5, "AT": 1,
    "FI": 1, "PT": 1, "BR": 1, "JP": 1, "GR": 1, "AR": 0.6, "CZ": 0.7, "RU": 0.7,
    "MX": 0.5, "HU": 0.5, "TR": 0.5, "IS": 0.3, "HR": 0.3,
}  # fmt: skip

CITIES: dict[str, tuple[str, ...]] = {
    "FR": _w(
        "Paris, Lyon, Toulouse, Nantes, Lille, Bordeaux, Marseille, Rennes, Montpellier, "
        "Strasbourg, Grenoble, Besançon, Orléans"
    ),
    "US": _w(
        "Chicago, Baltimore, Washington, Boston, Seattle, San Francisco, Los Angeles, "
        "Denver, Austin, Portland, Philadelphia, Dallas, Atlanta, Minneapolis, New York, "
        "Chapel Hill, Columbus"
    ),
    "GB": _w(
        "London, Birmingham, Manchester, Edinburgh, Leicester, Cambridge, Oxford, Bristol, "
        "Leeds, Glasgow, Cardiff"
    ),
    "AU": _w("Sydney, Melbourne, Canberra, Brisbane, Perth, Adelaide, Hobart"),
    "DE": _w("Berlin, Hamburg, München, Köln, Frankfurt, Leipzig, Düsseldorf, Nürnberg"),
    "BE": _w("Bruxelles, Gent, Antwerpen, Liège, Leuven, Namur, Brugge"),
    "NL": _w("Amsterdam, Rotterdam, Utrecht, Den Haag, Eindhoven, Leiden, Groningen"),
    "IT": _w("Roma, Milano, Torino, Bologna, Napoli, Firenze, Genova"),
    "SE": _w("Stockholm, Göteborg, Malmö, Uppsala, Linköping"),
    "NO": _w("Oslo, Bergen, Trondheim, Tromsø, Stavanger"),
    "CA": _w("Toronto, Montréal, Ottawa, Vancouver, Calgary, Québec"),
    "DK": _w("København, Aarhus, Odense, Aalborg"),
    "ES": _w("Madrid, Barcelona, Valencia, Sevilla, Bilbao, A Coruña"),
    "PL": _w("Warszawa, Kraków, Wrocław, Gdańsk, Łódź, Poznań"),
    "NZ": _w("Auckland, Wellington, Christchurch, Dunedin"),
    "IE": _w("Dublin, Cork, Galway, Limerick"),
    "CH": _w("Zürich, Genève, Bern, Lausanne, Basel"),
    "AT": _w("Wien, Graz, Linz, Salzburg, Innsbruck"),
    "FI": _w("Helsinki, Tampere, Turku, Oulu"),
    "PT": _w("Lisboa, Porto, Coimbra, Braga"),
    "BR": _w("São Paulo, Rio de Janeiro, Belo Horizonte, Porto Alegre"),
    "AR": _w("Buenos Aires, Córdoba, Rosario"),
    "MX": _w("Ciudad de México, Guadalajara, Monterrey"),
    "JP": _w("Tokyo, Osaka, Kyoto, Yokohama"),
    "GR": _w("Athens, Thessaloniki, Patras, Heraklion"),
    "CZ": _w("Praha, Brno, Ostrava, Plzeň"),
    "HU": _w("Budapest, Debrecen, Szeged"),
    "RU": _w("Moskva, Sankt-Peterburg, Novosibirsk"),
    "TR": _w("İstanbul, Ankara, İzmir"),
    "IS": _w("Reykjavík, Akureyri"),
    "HR": _w("Zagreb, Split, Rijeka"),
}

# Where face-to-face events happen (the big scenes host most of them).
HOST_WEIGHTS = {
    "US": 16, "FR": 14, "GB": 9, "AU": 7, "DE": 5, "BE": 5, "NL": 4, "IT": 4, "SE": 4,
    "NO": 3, "CA": 4, "DK": 2, "ES": 2, "PL": 2, "NZ": 2, "IE": 1.5, "CH": 1.5, "AT": 1,
    "FI": 1, "PT": 0.7, "BR": 0.4, "JP": 0.4, "GR": 0.6, "CZ": 0.5, "HU": 0.3, "RU": 0.3,
    "MX": 0.2, "AR": 0.2, "TR": 0.2, "IS": 0.1, "HR": 0.2,
}  # fmt: skip

NATIONAL_CHAMPIONSHIPS = {
    "FR": "Championnat de France", "US": "DipCon", "GB": "UK Diplomacy Championship",
    "AU": "Australian Diplomacy Championship", "DE": "Deutsche Diplomacy-Meisterschaft",
    "BE": "Championnat de Belgique", "NL": "Nederlands Kampioenschap Diplomacy",
    "IT": "Campionato Italiano di Diplomacy", "SE": "Svenska Mästerskapen i Diplomacy",
    "NO": "Norgesmesterskapet i Diplomacy", "CA": "Canadian Diplomacy Championship",
    "DK": "Danmarksmesterskabet i Diplomacy", "ES": "Campeonato de España de Diplomacy",
    "PL": "Mistrzostwa Polski w Dyplomację", "NZ": "New Zealand Diplomacy Championship",
    "IE": "Irish Diplomacy Championship", "CH": "Schweizer Meisterschaft",
    "AT": "Österreichische Staatsmeisterschaft", "FI": "Diplomacyn SM-kilpailu",
    "PT": "Campeonato Nacional de Diplomacy", "GR": "Πανελλήνιο Πρωτάθλημα Diplomacy",
    "CZ": "Mistrovství České republiky", "HU": "Magyar Diplomacy Bajnokság",
}  # fmt: skip

# Named conventions: (name, city, scoring system or None for the country's usual).
NAMED_EVENTS: dict[str, tuple[tuple[str, str, str | None], ...]] = {
    "US": (
        ("Carnage", "Killington", "carnage"),
        ("Dixiecon", "Chapel Hill", None),
        ("Weasel Moot", "Chicago", None),
        ("Tempest", "Baltimore", None),
        ("Whipping", "San Francisco", None),
        ("Cascadia Open", "Seattle", None),
        ("PrezCon", "Charlottesville", "win-tier"),
        ("World Boardgaming Championships", "Lancaster", None),
    ),
    "GB": (
        ("ManorCon", "Leicester", "manorcon"),
        ("MidCon", "Birmingham", None),
        ("London Diplomacy Open", "London", None),
    ),
    "AU": (("Canberra Cup", "Canberra", "squares-daanz"), ("ConVic", "Melbourne", None)),
    "NZ": (("Kiwi Cup", "Wellington", "squares-daanz"),),
    "FR": (("Coupe de Paris", "Paris", "c-diplo"), ("Rencontres de Lyon", "Lyon", None)),
    "BE": (("Belgian Open", "Bruxelles", "c-diplo"),),
    "NL": (("Dutch Open", "Utrecht", None), ("Detour", "Amsterdam", "detour09")),
    "SE": (("Swedish Open", "Stockholm", None),),
    "DE": (("German Open", "Berlin", None),),
    "IE": (("Irish Open", "Dublin", "opentribute"),),
    "CA": (("Canadian Open", "Toronto", None),),
}

# Scoring systems a country's organizers tend to use (the rest: uniform).
SCORING_BIAS = {
    "FR": ("c-diplo", "c-diplo", "sum-of-squares", "draw-size"),
    "BE": ("c-diplo", "c-diplo", "sum-of-squares"),
    "CH": ("c-diplo", "sum-of-squares"),
    "IT": ("c-diplo", "sum-of-squares", "draw-size"),
    "AU": ("squares-daanz", "squares-daanz", "sum-of-squares"),
    "NZ": ("squares-daanz", "squares-daanz", "sum-of-squares"),
    "US": ("draw-size", "sum-of-squares", "win-tier", "opentribute", "carnage"),
    "CA": ("draw-size", "sum-of-squares", "win-tier", "opentribute"),
    "GB": ("sum-of-squares", "manorcon", "draw-size"),
    "IE": ("opentribute", "sum-of-squares"),
    "NL": ("detour09", "sum-of-squares", "c-diplo"),
    "SE": ("detour09", "sum-of-squares", "draw-size"),
    "NO": ("detour09", "sum-of-squares"),
    "DK": ("detour09", "sum-of-squares"),
    "FI": ("detour09", "sum-of-squares"),
}

GENERIC_NAMES = {
    "en": ("{city} Open", "{city} Cup", "{city} Diplomacy Weekend", "{city} Invitational",
           "{city} Masters", "{city} Classic"),
    "fr": ("Open de {city}", "Tournoi de {city}", "Coupe de {city}", "Trophée de {city}"),
    "de": ("{city} Open", "Diplomacy-Turnier {city}", "{city} Pokal"),
    "it": ("Torneo di {city}", "{city} Open", "Coppa {city}"),
    "es": ("Torneo de {city}", "Open de {city}", "Copa {city}"),
    "pt": ("Torneio de {city}", "Open de {city}", "Taça {city}"),
    "nl": ("{city} Open", "Diplomacytoernooi {city}", "{city} Beker"),
    "nordic": ("{city} Open", "{city} Diplomacy Cup", "{city} Invitational"),
}  # fmt: skip
LANGUAGE = {
    "FR": "fr", "BE": "fr", "CH": "fr", "DE": "de", "AT": "de", "IT": "it", "ES": "es",
    "AR": "es", "MX": "es", "PT": "pt", "BR": "pt", "NL": "nl", "SE": "nordic", "NO": "nordic",
    "DK": "nordic", "FI": "nordic", "IS": "nordic",
}  # fmt: skip
LEAGUE_NAMES = {
    "en": "{city} Diplomacy League", "fr": "Ligue de {city}", "de": "{city} Liga",
    "it": "Lega di {city}", "es": "Liga de {city}", "pt": "Liga de {city}",
    "nl": "{city} Competitie", "nordic": "{city} Diplomacy League",
}  # fmt: skip

# Circuits: (key prefix, name, countries).
CIRCUITS = (
    ("egp", "European Grand Prix",
     ("FR", "GB", "DE", "BE", "NL", "IT", "SE", "NO", "DK", "ES", "PL", "IE", "CH", "AT",
      "FI", "PT", "GR", "CZ", "HU", "IS", "HR")),
    ("nagp", "North American Grand Prix", ("US", "CA", "MX")),
    ("daanz", "DAANZ Masters", ("AU", "NZ")),
    ("nordic", "Nordic Diplomacy Circuit", ("SE", "NO", "DK", "FI", "IS")),
)  # fmt: skip

_TRANSLITERATE = str.maketrans(
    {"ł": "l", "Ł": "L", "ø": "o", "Ø": "O", "ß": "ss", "æ": "ae", "Æ": "AE", "đ": "d",
     "þ": "th", "Þ": "Th", "ð": "d", "ı": "i", "œ": "oe"}
)  # fmt: skip


def ascii_slug(text: str) -> str:
    text = unicodedata.normalize("NFKD", text.translate(_TRANSLITERATE))
    text = text.encode("ascii", "ignore").decode().lower()
    out = []
    dash = False
    for ch in text:
        if ch.isalnum():
            out.append(ch)
            dash = False
        elif not dash and out:
            out.append("-")
            dash = True
    return "".join(out).strip("-") or "event"


def _female_surname(rule: str | None, name: str) -> str:
    if rule == "pl":
        for masc, fem in (("ski", "ska"), ("cki", "cka"), ("dzki", "dzka")):
            if name.endswith(masc):
                return name[: -len(masc)] + fem
    elif rule == "cz":
        if name.endswith("ý"):
            return name[:-1] + "á"
        if name.endswith("a"):
            return name[:-1] + "ová"
        if name.endswith("ek"):
            return name[:-2] + "ková"
        return name + "ová"
    elif rule == "gr":
        for masc, fem in (("os", "ou"), ("is", "i"), ("as", "a")):
            if name.endswith(masc):
                return name[: -len(masc)] + fem
    elif rule == "ru":
        for masc, fem in (("ov", "ova"), ("ev", "eva"), ("in", "ina")):
            if name.endswith(masc):
                return name + fem[len(masc) :]
    return name


# ---------------------------------------------------------------------------
# End positions
# ---------------------------------------------------------------------------

Position = list[tuple[int, int | None]]  # (centres, eliminated_year), one per power


def _spread(rng: random.Random, owned: int, survivors: int, cap: int) -> list[int]:
    """``owned`` centres over ``survivors`` players, each 1..cap (owned fits)."""
    weights = [rng.expovariate(1.0) + 0.08 for _ in range(survivors)]
    total_w = sum(weights)
    vals = [min(cap, max(1, int(owned * w / total_w))) for w in weights]
    diff = owned - sum(vals)
    rand = rng.random
    while diff > 0:
        i = int(rand() * survivors)
        if vals[i] < cap:
            vals[i] += 1
            diff -= 1
    while diff < 0:
        i = int(rand() * survivors)
        if vals[i] > 1:
            vals[i] -= 1
            diff += 1
    return vals


def _elimination_years(rng: random.Random, count: int, first_year: int, last_year: int):
    """Years in which powers lost their last centre: after the first year, by
    the last one, later years likelier (the larger of two draws)."""
    lo = min(first_year + 1, last_year)
    span = last_year - lo + 1
    rand = rng.random
    return [lo + int(max(rand(), rand()) * span) for _ in range(count)]


def random_position(
    rng: random.Random,
    spec: VariantSpec,
    *,
    solo: bool,
    last_year: int,
) -> Position:
    """A valid end position, in random power order: survivors hold 1 or more
    centres, eliminated powers 0 with a year, at most 34 centres in all (and no
    more than the map has); with ``solo`` (on maps of 34 centres) one power
    holds the target or more, otherwise everyone stays below it."""
    n = len(spec.powers)
    result: Position = []
    if n == 2:  # 1v1: a winner with the target, or a draw below it
        if solo:
            winner = min(34, spec.target + int(rng.expovariate(0.6)))
            left = min(spec.centres - winner - rng.randint(0, 3), winner - 1)
            if left < 1 or rng.random() < 0.5:
                loser: tuple[int, int | None] = (
                    0,
                    _elimination_years(rng, 1, spec.first_year, last_year)[0],
                )
            else:
                loser = (left, None)
            result = [(winner, None), loser]
        else:
            a = rng.randint(12, spec.target - 1)
            b = rng.randint(max(1, 12), min(spec.target - 1, spec.centres - a))
            result = [(a, None), (b, None)]
        rng.shuffle(result)
        return result

    lo, hi = spec.survivors
    centres = min(spec.centres, TOTAL_CENTRES)
    if solo and spec.target <= centres:
        winner = min(centres, spec.target + int(rng.expovariate(0.7)))
        cap = min(winner - 1, spec.target - 1)
        owned = max(0, centres - winner - rng.randint(0, 2))
        others = min(rng.randint(max(1, lo - 1), max(1, hi - 2)), owned)
        owned = min(owned, others * cap)
        result.append((winner, None))
        if others:
            result.extend((c, None) for c in _spread(rng, owned, others, cap))
        survivors = others + 1
    else:
        if spec.slug == "classic":
            survivors = rng.choices((2, 3, 4, 5, 6, 7), (3, 14, 26, 29, 20, 8))[0]
        else:
            survivors = rng.randint(lo, hi)
        cap = min(TOTAL_CENTRES, spec.target - 1)
        owned = centres - rng.randint(0, 2)
        owned = max(survivors, min(owned, survivors * cap))
        result.extend((c, None) for c in _spread(rng, owned, survivors, cap))
    years = _elimination_years(rng, n - survivors, spec.first_year, last_year)
    result.extend((0, y) for y in years)
    rng.shuffle(result)
    return result


def read_real_boards(path: Path) -> list[Position]:
    """The real end positions of a boards CSV (README of data/real-boards), in
    file order; boards that are not 7 distinct classic powers are skipped."""
    games: dict[str, dict[str, tuple[int, int | None]]] = {}
    with Path(path).open(newline="", encoding="utf-8") as f:
        for row in csv.DictReader(f):
            year = int(row["eliminated_year"]) if row["eliminated_year"].strip() else None
            games.setdefault(row["game_id"], {})[row["power"].strip()] = (
                int(row["centres"]),
                year,
            )
    boards = []
    for by_power in games.values():
        if sorted(by_power) != sorted(CLASSIC_POWERS):
            continue
        position = [by_power[p] for p in CLASSIC_POWERS]
        if sum(c for c, _ in position) <= TOTAL_CENTRES:
            boards.append(position)
    return boards


class _Deck:
    """Real positions dealt without repeats until all are used, then reshuffled."""

    def __init__(self, rng: random.Random, items: list[Position]):
        self.rng = rng
        self.items = items
        self.left: list[Position] = []

    def deal(self) -> Position:
        if not self.left:
            self.left = list(self.items)
            self.rng.shuffle(self.left)
        return self.left.pop()


# ---------------------------------------------------------------------------
# The generator
# ---------------------------------------------------------------------------


def _cum(weights) -> list[float]:
    return list(accumulate(weights))


def _pick(rng: random.Random, items, cum: list[float]):
    return items[bisect(cum, rng.random() * cum[-1])]


def competition_ranks(scores: list[float]) -> list[int]:
    """Ranks of scores sorted best first: equal scores share the best rank (1, 2, 2, 4)."""
    ranks = []
    for i, s in enumerate(scores):
        ranks.append(ranks[-1] if i and s == scores[i - 1] else i + 1)
    return ranks


class _Generator:
    def __init__(self, players, tournaments, games, seed, start_year, end_year, real_boards):
        if players < 0 or tournaments < 0 or games < 0:
            raise ValueError("sizes must not be negative")
        if end_year < start_year:
            raise ValueError("end_year is before start_year")
        if players < 7 and (tournaments or games):
            raise ValueError("at least 7 players are needed for boards and games")
        self.rng = random.Random(seed)
        self.n_players = players
        self.n_tournaments = tournaments
        self.n_results = games
        self.start_year = start_year
        self.end_year = end_year
        self.last_day = date(end_year, 10, 31)  # the data stops at the end of October
        self.real = _Deck(self.rng, real_boards) if real_boards else None
        self.pools: dict[tuple[str | None, int], list[int]] = {}
        self.pool_cum: dict[tuple[str | None, int], list[float]] = {}
        self.by_country: dict[str, list[int]] = {}
        self.activity: list[float] = []  # how often each player turns up
        self.keys: list[str] = []
        self.used_names: set[str] = set()
        self.used_keys: set[str] = set()

    # -- players ------------------------------------------------------------

    def players(self) -> list[dict]:
        rng = self.rng
        codes = list(NATIONALITY_WEIGHTS)
        cum = _cum(NATIONALITY_WEIGHTS.values())
        out = []
        width = max(6, len(str(self.n_players)))
        span_lo = self.start_year - 6
        for i in range(self.n_players):
            cc = _pick(rng, codes, cum)
            first, last = self._name(cc)
            key = f"p-{i + 1:0{width}d}"
            player = {"key": key, "first_name": first, "last_name": last, "nationality": cc}
            r = rng.random()
            if r < 0.91:
                player["location"] = cc
            elif r < 0.97:
                player["location"] = _pick(rng, codes, cum)
            # else: no location (it is optional)
            out.append(player)
            self.keys.append(key)
            self.activity.append(min(25.0, rng.paretovariate(1.4)))
            self.by_country.setdefault(cc, []).append(i)
            home = player.get("location", cc)
            begin = rng.randint(span_lo, self.end_year)
            length = 1 + int(rng.expovariate(1 / 8))
            for year in range(max(begin, self.start_year), min(self.end_year, begin + length) + 1):
                self.pools.setdefault((home, year), []).append(i)
                self.pools.setdefault((None, year), []).append(i)
        return out

    def _name(self, cc: str) -> tuple[str, str]:
        rng = self.rng
        female = rng.random() < FEMALE_SHARE
        native = NATIVE_NAMES.get(cc)
        if native and rng.random() < NATIVE_SHARE[cc]:
            firsts = native[1] if female else native[0]
            j = rng.randrange(len(native[2]))
            return rng.choice(firsts), (native[3] if female else native[2])[j]
        male_first, female_first, surnames, rule = NAMES[cc]
        first = rng.choice(female_first if female else male_first)
        last = rng.choice(surnames)
        if rule == "is":
            last += "dóttir" if female else "son"
        elif female:
            last = _female_surname(rule, last)
        return first, last

    def _sample(self, key, k: int, chosen: set[int], out: list[int]) -> None:
        """Add up to k distinct players of a pool to ``out``, weighted by activity."""
        pool = self.pools.get(key)
        if not pool or k <= 0:
            return
        cum = self.pool_cum.get(key)
        if cum is None:
            act = self.activity
            cum = self.pool_cum[key] = _cum(act[i] for i in pool)
        rng = self.rng
        need = len(out) + k
        indices = range(len(pool))
        for _ in range(4):
            for idx in rng.choices(indices, cum_weights=cum, k=k + k // 4 + 2):
                p = pool[idx]
                if p not in chosen:
                    chosen.add(p)
                    out.append(p)
                    if len(out) >= need:
                        return

    def _field(self, cc: str, year: int, n: int, local_share: float) -> list[int]:
        chosen: set[int] = set()
        out: list[int] = []
        self._sample((cc, year), round(n * local_share), chosen, out)
        self._sample((None, year), n - len(out), chosen, out)
        if len(out) < n:  # thin year: anyone from the country, then anyone
            for p in self.by_country.get(cc, ()):
                if len(out) >= n:
                    break
                if p not in chosen:
                    chosen.add(p)
                    out.append(p)
        while len(out) < n:
            p = self.rng.randrange(self.n_players)
            if p not in chosen:
                chosen.add(p)
                out.append(p)
        return out

    # -- tournaments --------------------------------------------------------

    def _year_weights(self) -> list[float]:
        years = range(self.start_year, self.end_year + 1)
        span = max(1, self.end_year - self.start_year)
        weights = []
        for y in years:
            w = 1.0 + 1.5 * (y - self.start_year) / span
            if y in (2020, 2021):  # the pandemic: few face-to-face events
                w *= 0.25
            weights.append(w)
        return weights

    def _dates(self, year: int, rounds: int, league: bool) -> tuple[date, date]:
        rng = self.rng
        first = date(year, 1, 1)
        last = min(date(year, 12, 31), self.last_day)
        if league:
            length = rng.randint(60, 240)
        else:
            length = 0 if rounds <= 2 else (1 if rounds <= 4 else 2)
        room = (last - first).days - length
        start = first + timedelta(days=rng.randint(0, max(0, room)))
        if not league and length:
            start -= timedelta(days=(start.weekday() - 4) % 7)  # a Friday
            if start < first:
                start += timedelta(days=7)
        end = min(start + timedelta(days=length), last)
        return start, max(start, end)

    def tournaments(self) -> list[dict]:
        rng = self.rng
        n = self.n_tournaments
        years = list(range(self.start_year, self.end_year + 1))
        n_wdc = min(len(years), n // 8)
        wdc_years = sorted(rng.sample(years, n_wdc)) if n_wdc else []
        year_cum = _cum(self._year_weights())
        hosts = list(HOST_WEIGHTS)
        host_cum = _cum(HOST_WEIGHTS.values())
        scoring_all = SCORING_SYSTEMS
        national_done: set[tuple[str, int]] = set()
        named_done: set[tuple[str, int]] = set()
        events = []
        for i in range(n):
            wdc = i < n_wdc
            year = wdc_years[i] if wdc else _pick(rng, years, year_cum)
            cc = _pick(rng, hosts, host_cum)
            city = rng.choice(CITIES[cc])
            lang = LANGUAGE.get(cc, "en")
            scoring = None
            league = False
            r = rng.random()
            if wdc:
                name = f"World DipCon {year}"
                key = f"wdc-{year}"
                size = rng.randint(49, 100)
                rounds = rng.choice((5, 5, 6, 7))
                scoring = rng.choice(scoring_all)
            elif r < 0.12 and cc in NATIONAL_CHAMPIONSHIPS and (cc, year) not in national_done:
                national_done.add((cc, year))
                name = f"{NATIONAL_CHAMPIONSHIPS[cc]} {year}"
                key = None
                size = self._size(35)
                rounds = rng.randint(3, 5)
            elif r < 0.30 and cc in NAMED_EVENTS:
                con_name, city, scoring = rng.choice(NAMED_EVENTS[cc])
                if (con_name, year) in named_done:
                    name = f"{rng.choice(GENERIC_NAMES[lang]).format(city=city)} {year}"
                else:
                    named_done.add((con_name, year))
                    name = f"{con_name} {year}"
                key = None
                size = self._size(30)
                rounds = rng.choices((2, 3, 4, 5), (1, 4, 3, 2))[0]
            elif r < 0.40:
                league = True
                name = f"{LEAGUE_NAMES[lang].format(city=city)} {year}"
                key = None
                size = rng.randint(10, 35)
                rounds = rng.randint(5, 7)
            else:
                name = f"{rng.choice(GENERIC_NAMES[lang]).format(city=city)} {year}"
                key = None
                size = self._size(22)
                rounds = rng.choices(range(1, 8), (5, 10, 35, 25, 12, 8, 5))[0]
            if scoring is None:
                bias = SCORING_BIAS.get(cc)
                scoring = rng.choice(bias if bias and rng.random() < 0.7 else scoring_all)
            name = self._unique_name(name)
            key = self._unique_key(key or ascii_slug(name))
            size = min(size, self.n_players)
            if rounds == 1:  # one round: everyone plays, so a multiple of 7
                size = max(14, min(98, 7 * round(size / 7)))
                size = min(size, self.n_players - self.n_players % 7)
            start, end = self._dates(year, rounds, league)
            local_share = 0.4 if wdc else 0.75
            field = self._field(cc, year, size, local_share)
            boards, totals, order = self._boards(field, rounds, top_board=wdc or size >= 40)
            event = {
                "key": key,
                "name": name,
                "start_date": start.isoformat(),
                "end_date": end.isoformat(),
                "city": city,
                "country": cc,
                "world_championship": wdc,
                "rounds": rounds,
                "scoring_system": scoring,
                "circuits": [],
            }
            if rng.random() < SHARE_PUBLISHED_STANDINGS:
                event["standings"] = self._standings(totals, order)
            event["boards"] = boards
            events.append(event)
        events.sort(key=lambda e: (e["start_date"], e["end_date"], e["key"]))
        return events

    def _size(self, median: float) -> int:
        return max(10, min(100, int(self.rng.lognormvariate(math.log(median), 0.5))))

    def _unique_name(self, name: str) -> str:
        base, n = name, 2
        while name in self.used_names:
            name = f"{base} ({n})"
            n += 1
        self.used_names.add(name)
        return name

    def _unique_key(self, key: str) -> str:
        key = key[:60]
        base, n = key, 2
        while key in self.used_keys:
            key = f"{base}-{n}"
            n += 1
        self.used_keys.add(key)
        return key

    def _boards(self, field: list[int], rounds: int, top_board: bool):
        """The boards of every round; a standings score for each player who
        played (centres in all, plus 20 a solo); those players, in field order.

        Players miss a round now and then; when a round's players are not a
        multiple of 7, those who have played most sit out. Big events may end
        with a top board of the 7 leaders."""
        rng = self.rng
        keys = self.keys
        played = dict.fromkeys(field, 0)
        totals = dict.fromkeys(field, 0)
        solos = dict.fromkeys(field, 0)
        boards = []
        classic = VARIANTS[0]
        final_top = top_board and rounds >= 3 and len(field) >= 21 and rng.random() < 0.5
        for rnd in range(1, rounds + 1):
            last = rnd == rounds
            if last and final_top and all(played.values()):
                ranked = sorted(field, key=lambda p: (-solos[p], -totals[p], p))
                seated = ranked[:7]
            else:
                present = [p for p in field if (last and not played[p]) or rng.random() >= 0.08]
                if len(present) < 7:
                    present = field
                tables = len(present) // 7
                # Sit-outs: those who have played most (ties at random).
                present.sort(key=lambda p: (played[p], rng.random()))
                seated = present[: tables * 7]
                rng.shuffle(seated)
            for b in range(len(seated) // 7):
                table = seated[b * 7 : b * 7 + 7]
                if self.real is not None and rng.random() < SHARE_REAL_BOARDS:
                    position = list(self.real.deal())
                    rng.shuffle(position)
                else:
                    solo = rng.random() < 0.08
                    last_year = rng.randint(1906, 1913) if solo else rng.randint(1905, 1911)
                    position = random_position(rng, classic, solo=solo, last_year=last_year)
                powers = list(CLASSIC_POWERS)
                rng.shuffle(powers)
                results = []
                top = max(c for c, _ in position)
                for p, power, (centres, year) in zip(table, powers, position, strict=True):
                    results.append(
                        {
                            "player": keys[p],
                            "power": power,
                            "centres": centres,
                            "eliminated_year": year,
                        }
                    )
                    played[p] += 1
                    totals[p] += centres
                    if centres >= SOLO_CENTRES and centres == top:
                        solos[p] += 1
                boards.append({"round": rnd, "board": b + 1, "players": results})
        order = [p for p in field if played[p]]
        return boards, {p: totals[p] + 20 * solos[p] for p in order}, order

    def _standings(self, totals: dict[int, int], order: list[int]) -> list[dict]:
        ranked = sorted(order, key=lambda p: -totals[p])
        ranks = competition_ranks([totals[p] for p in ranked])
        keys = self.keys
        return [{"player": keys[p], "rank": r} for p, r in zip(ranked, ranks, strict=True)]

    # -- circuits -----------------------------------------------------------

    def circuits(self, events: list[dict]) -> list[dict]:
        rng = self.rng
        circuits = []
        by_season: dict[tuple[str, int], list[dict]] = {}
        region_of: dict[str, list[str]] = {}
        for prefix, _name, countries in CIRCUITS:
            for cc in countries:
                region_of.setdefault(cc, []).append(prefix)
        for e in events:
            year = int(e["end_date"][:4])
            for prefix in region_of.get(e["country"], ()):
                by_season.setdefault((prefix, year), []).append(e)
        names = {prefix: name for prefix, name, _ in CIRCUITS}
        for (prefix, year), members in sorted(
            by_season.items(), key=lambda kv: (kv[0][1], kv[0][0])
        ):
            picked = [e for e in members if e["world_championship"] or rng.random() < 0.7]
            if len(picked) < 2 or rng.random() < 0.2:
                continue
            key = f"{prefix}-{year}"
            circuits.append(
                {"key": key, "name": f"{names[prefix]} {year}", "best_of": rng.randint(3, 6)}
            )
            for e in picked:
                e["circuits"].append(key)
        return circuits

    # -- online games -------------------------------------------------------

    def games(self) -> list[dict]:
        rng = self.rng
        lo = max(FIRST_ONLINE_YEAR, self.start_year)
        if lo > self.end_year:
            lo = self.start_year
        years = list(range(lo, self.end_year + 1))
        span = max(1, self.end_year - lo)
        year_cum = _cum(
            (1 + 2 * (y - lo) / span) * (1.8 if y in (2020, 2021) else 1.0) for y in years
        )
        variants = [v for v in VARIANTS if len(v.powers) <= self.n_players]
        var_cum = _cum(v.weight for v in variants)
        press_cum = _cum(PRESS_WEIGHTS)
        # Game sizes (7, 5, 2) that can always finish exactly on the requested
        # number of results, as long as what is left is never 1 or 3.
        fallbacks = [VARIANT_BY_SLUG[s] for s in ("classic", "ancient-mediterranean", "fva")]

        def fits(size: int) -> bool:
            return size <= remaining and remaining - size not in (1, 3)

        keys = self.keys
        width = max(7, len(str(self.n_results)))
        real = self.real
        out = []
        remaining = self.n_results
        number = 0
        while remaining >= 2:
            spec = _pick(rng, variants, var_cum)
            size = len(spec.powers)
            if not fits(size):
                spec = next((v for v in fallbacks if fits(len(v.powers))), fallbacks[-1])
                size = len(spec.powers)
            remaining -= size
            number += 1
            year = _pick(rng, years, year_cum)
            first = date(year, 1, 1)
            days = (min(date(year, 12, 31), self.last_day) - first).days + 1
            end = first + timedelta(days=rng.randrange(days))
            if rng.random() < 0.3:
                phase = rng.choice(LIVE_PHASES)
            else:
                phase = STANDARD_PHASES[0] if rng.random() < 0.7 else STANDARD_PHASES[1]
            press = _pick(rng, PRESS, press_cum)
            if spec.slug == "classic" and real is not None and rng.random() < SHARE_REAL_BOARDS:
                position = list(real.deal())
                rng.shuffle(position)
            else:
                solo_rate = 0.8 if size == 2 else 0.1 if spec.centres <= TOTAL_CENTRES else 0.0
                solo = rng.random() < solo_rate
                length = rng.randint(3, 14) if size == 2 else rng.randint(6, 16)
                position = random_position(rng, spec, solo=solo, last_year=spec.first_year + length)
            seats = self._seats(year, size)
            powers = spec.powers
            out.append(
                {
                    "key": f"g-{number:0{width}d}",
                    "end_date": end.isoformat(),
                    "variant": spec.slug,
                    "press": press,
                    "phase_minutes": phase,
                    "game_scoring": "dss" if rng.random() < 0.55 else "sos",
                    "players": [
                        {"player": keys[p], "power": power, "centres": c, "eliminated_year": y}
                        for p, power, (c, y) in zip(seats, powers, position, strict=True)
                    ],
                }
            )
        return out

    def _seats(self, year: int, size: int) -> list[int]:
        chosen: set[int] = set()
        out: list[int] = []
        self._sample((None, year), size, chosen, out)
        while len(out) < size:
            p = self.rng.randrange(self.n_players)
            if p not in chosen:
                chosen.add(p)
                out.append(p)
        return out


def generate_bundle(
    players: int,
    tournaments: int,
    games: int,
    seed: int,
    *,
    start_year: int = 1995,
    end_year: int = 2026,
    real_boards_csv: Path | None = None,
) -> dict:
    """A realistic results bundle (interchange format v1), the same for the same arguments.

    ``players`` players; ``tournaments`` face-to-face events between
    ``start_year`` and ``end_year`` (about one world championship a year when
    there are enough events); ``games`` online-game results (see the module
    docstring). With ``real_boards_csv``, about 30% of the boards (and of the
    classic online games) reuse the file's real end positions, each of them
    before any repeats.
    """
    real = read_real_boards(real_boards_csv) if real_boards_csv else []
    gen = _Generator(players, tournaments, games, seed, start_year, end_year, real)
    player_list = gen.players()
    events = gen.tournaments()
    circuits = gen.circuits(events)
    online = gen.games()
    return {
        "format": FORMAT,
        "version": VERSION,
        "players": player_list,
        "circuits": circuits,
        "tournaments": events,
        "games": online,
    }


def bundle_sizes(bundle: dict) -> dict[str, int]:
    """Counts for a summary line: players, circuits, tournaments, boards, board
    results, standings, games and game results."""
    events = bundle["tournaments"]
    boards = [b for e in events for b in e["boards"]]
    return {
        "players": len(bundle["players"]),
        "circuits": len(bundle["circuits"]),
        "tournaments": len(events),
        "boards": len(boards),
        "board_results": sum(len(b["players"]) for b in boards),
        "standings": sum(len(e.get("standings", ())) for e in events),
        "games": len(bundle["games"]),
        "game_results": sum(len(g["players"]) for g in bundle["games"]),
    }


def dumps_bundle(bundle: dict) -> str:
    return json.dumps(bundle, ensure_ascii=False, separators=(",", ":"))


def write_bundle(bundle: dict, path: Path | str) -> Path:
    """Write the bundle as compact UTF-8 JSON (non-ASCII kept as is)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(dumps_bundle(bundle), encoding="utf-8")
    return path
