"""Player names by country: Latin-script names with each language's
female-surname rule, and names in their own script for a share of Japanese,
Greek and Russian players. Data, plus the two helpers that read it."""

from __future__ import annotations


def words(text: str) -> tuple[str, ...]:
    """A comma-separated list as a tuple (how the data below is written)."""
    return tuple(s.strip() for s in text.split(",") if s.strip())


# country: (male first names, female first names, surnames, female-surname rule)
NAMES: dict[str, tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...], str | None]] = {
    "FR": (
        words(
            "Jean, Pierre, Cyrille, Frédéric, Stéphane, Benoît, Cédric, Jérôme, Sébastien, "
            "François, Grégoire, Loïc, Noël, Thibault, Aurélien, Julien, Nicolas, Mathieu, "
            "Olivier, Clément, Gaëtan, Raphaël, Xavier, Hervé, Rémi, Yannick, Bruno, Timothée"
        ),
        words("Hélène, Amélie, Élodie, Maëlle, Camille, Chloé, Léa, Émilie, Cécile, Zoé, Agnès"),
        words(
            "Martin, Bernard, Dubois, Lefèvre, Moreau, Girard, Faure, Rousseau, Mercier, Dupré, "
            "Lemaître, Bérard, Chevalier, Garnier, Perrin, Fontaine, Rivière, Leclerc, Gauthier, "
            "Barré, Ménard, Brûlé, Delacroix, Bénard, Renaud, Lacroix, Valéry, Hémery, "
            "Lagrange, Poirier, Lemoine, Guérin, Prévost, Bouché, Jégou, Cœur"
        ),
        None,
    ),
    "US": (
        words(
            "Michael, David, Chris, Matthew, Brian, Andrew, Nathan, Tyler, Kevin, Eric, Jason, "
            "Doug, Bill, Jim, Tom, Dave, Ryan, Zachary, Adam, Peter, Mark, Edward, Brandon, "
            "Jamal, Carlos, Graham, Andy, Marcus"
        ),
        words(
            "Jennifer, Sarah, Jessica, Ashley, Emily, Lauren, Rachel, Megan, Melissa, Katherine, "
            "Priya, Maria"
        ),
        words(
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
        words(
            "Oliver, George, Harry, Jack, James, William, Thomas, Alexander, Edward, Henry, Rhys, "
            "Callum, Graham, Nigel, Alistair, Iain, Gareth, Dafydd, Toby, Rupert, Stuart"
        ),
        words("Charlotte, Amelia, Emily, Sophie, Lucy, Hannah, Fiona, Eleanor, Siân, Bethan"),
        words(
            "Smith, Jones, Taylor, Brown, Williams, Wilson, Johnson, Davies, Robinson, Wright, "
            "Thompson, Evans, Walker, White, Roberts, Green, Hall, Wood, Jackson, Clarke, Hughes, "
            "Lloyd, Pritchard, Campbell, MacDonald, Fraser, Ellis, Hartley, Whitmore, Ashdown, "
            "Featherstonehaugh, ap Gwilym, Llewellyn, McTavish, Cholmondeley"
        ),
        None,
    ),
    "AU": (
        words(
            "Jack, Lachlan, Oliver, Liam, Cooper, Brendan, Shane, Darren, Craig, Tristan, "
            "Jarrod, Bruce, Hamish, Declan, Angus, Mitchell"
        ),
        words("Chloe, Mia, Isla, Matilda, Ruby, Kylie, Bronwyn, Amber, Zoe, Tahlia"),
        words(
            "Smith, Nguyen, Kelly, Brown, Wilson, Taylor, Anderson, Walsh, Ryan, O'Connor, Murray, "
            "Thompson, Mitchell, McKenzie, Hamilton, Gallagher, Ferguson, Nolan, Doyle, "
            "Cunningham, Papadopoulos, Russo, Tran, Chen, Kovač, Lindqvist"
        ),
        None,
    ),
    "DE": (
        words(
            "Jürgen, Jörg, Günter, Stefan, Matthias, Björn, Sören, Maximilian, Lukas, Jan, "
            "Tobias, Jonas, Felix, Uwe, Dieter, Wolfgang, Joachim, Malte, Henrik, Fynn"
        ),
        words("Anja, Katrin, Sabine, Ulrike, Bärbel, Dörte, Lea, Käthe, Jördis"),
        words(
            "Müller, Schmidt, Schneider, Fischer, Weiß, Groß, Krüger, Schröder, Köhler, Hoffmann, "
            "Schäfer, Weber, Wagner, Becker, Schulz, Böhm, Strauß, Jäger, Möller, Günther, Bauer, "
            "Richter, Wolf, Neumann, Zimmermann, Kühn, Voß, Meißner, Löffler, Fuß, Hölzl"
        ),
        None,
    ),
    "BE": (
        words(
            "Pieter, Wouter, Thibaut, Maxime, Sébastien, Lieven, Bart, Koen, Stijn, Geoffroy, "
            "Xavier, Kristof, Joris, Brecht, Jean-François, Frédéric, Raphaël"
        ),
        words("Annelies, Griet, Élise, Amélie, Nathalie, Ine, Anaïs"),
        words(
            "Peeters, Janssens, Maes, Jacobs, Mertens, Willems, Claes, Goossens, Wouters, De Smet, "
            "Dubois, Lambert, Dupont, Lejeune, Vandenberghe, Van Damme, De Backer, Hermans, "
            "Desmet, Léonard, Renard, Thiry, Geerts, Vanhoutte, Verbruggen"
        ),
        None,
    ),
    "NL": (
        words(
            "Daan, Sem, Jeroen, Sander, Bram, Joris, Maarten, Thijs, Ruud, Stijn, Niels, Wessel, "
            "Geert, Hans, Toon, Jurriaan"
        ),
        words("Sanne, Femke, Lotte, Eline, Floor, Jorien, Anouk, Maaike"),
        words(
            "de Jong, Jansen, de Vries, van den Berg, van Dijk, Bakker, Visser, Smit, Meijer, "
            "de Boer, Mulder, de Groot, Bos, Vos, Peters, Hendriks, van Leeuwen, Dekker, "
            "Brouwer, de Wit, Dijkstra, Smits, van der Meer, Kuipers, IJzerman, Schaeffer"
        ),
        None,
    ),
    "IT": (
        words(
            "Marco, Alessandro, Giuseppe, Luca, Matteo, Lorenzo, Niccolò, Federico, Davide, "
            "Simone, Paolo, Andrea, Stefano, Riccardo, Fabrizio, Emanuele"
        ),
        words("Francesca, Chiara, Giulia, Elena, Martina, Ilaria, Benedetta"),
        words(
            "Rossi, Russo, Ferrari, Esposito, Bianchi, Romano, Colombo, Ricci, Marino, Greco, "
            "Bruno, Gallo, Conti, De Luca, Mancini, Costa, Giordano, Rizzo, Lombardi, Moretti, "
            "Barbieri, Fontana, Santoro, Mariani, Caruso, Fabbri, D'Angelo, Cantù, Forlì"
        ),
        None,
    ),
    "SE": (
        words(
            "Erik, Lars, Anders, Johan, Björn, Måns, Gustav, Oskar, Henrik, Mikael, Per, Ulf, "
            "Göran, Jöns, Nils, Sören"
        ),
        words("Åsa, Märta, Sofia, Elin, Karin, Linnéa, Maja"),
        words(
            "Andersson, Johansson, Karlsson, Nilsson, Eriksson, Larsson, Olsson, Persson, "
            "Svensson, Gustafsson, Pettersson, Jönsson, Lindström, Lindqvist, Lundgren, "
            "Bergström, Sjöberg, Åberg, Öberg, Ström, Håkansson, Nordström, Ekström"
        ),
        None,
    ),
    "NO": (
        words(
            "Ole, Håkon, Øystein, Bjørn, Sindre, Magnus, Eirik, Kjetil, Torbjørn, Jørgen, "
            "Marius, Asbjørn, Trond, Ståle"
        ),
        words("Ingrid, Solveig, Åse, Siri, Sigrid, Tuva, Ragnhild, Signe"),
        words(
            "Hansen, Johansen, Olsen, Larsen, Andersen, Pedersen, Nilsen, Kristiansen, Jensen, "
            "Karlsen, Haugen, Bakken, Solberg, Strøm, Berg, Dahl, Lie, Sæther, Løken, Brække, "
            "Ødegård, Østby, Aasen, Grønvold"
        ),
        None,
    ),
    "CA": (
        words(
            "Liam, Noah, Émile, Mathieu, Étienne, Ryan, Brandon, Justin, Owen, Marc-André, "
            "Sylvain, Ethan, Connor, Benoît"
        ),
        words("Geneviève, Chantal, Mélanie, Kayla, Josée, Megan, Claire"),
        words(
            "Tremblay, Gagnon, Roy, Côté, Bouchard, Gauthier, Morin, Lavoie, Fortin, Gagné, "
            "Ouellet, Pelletier, Bélanger, Lévesque, Bergeron, Leblanc, Smith, Brown, MacDonald, "
            "Campbell, Wilson, Martin, Thompson, Stewart, Fraser, Sinclair"
        ),
        None,
    ),
    "DK": (
        words("Søren, Jens, Mads, Rasmus, Kasper, Jørn, Asger, Frederik, Niels, Mikkel, Bjørn"),
        words("Mette, Ditte, Lærke, Freja, Anne, Sørine"),
        words(
            "Nielsen, Jensen, Hansen, Pedersen, Andersen, Christensen, Larsen, Sørensen, "
            "Rasmussen, Jørgensen, Møller, Kjær, Frølich, Thygesen, Lund, Holm, Bøgh, "
            "Kristensen, Østergaard"
        ),
        None,
    ),
    "ES": (
        words(
            "José, Jesús, Íñigo, Álvaro, Sergio, Ángel, Raúl, Joaquín, Alberto, Ramón, Jordi, "
            "Pau, Xavier, Andrés"
        ),
        words("María, Lucía, Pilar, Begoña, Nuria, Mónica, Núria, Ainhoa"),
        words(
            "García, Fernández, González, Rodríguez, López, Martínez, Sánchez, Pérez, Gómez, "
            "Martín, Jiménez, Ruiz, Hernández, Díaz, Moreno, Muñoz, Álvarez, Romero, Alonso, "
            "Gutiérrez, Ibáñez, Núñez, Peña, Castaño, Puig, Ferrer, Echeverría"
        ),
        None,
    ),
    "PL": (
        words(
            "Łukasz, Paweł, Michał, Krzysztof, Tomasz, Piotr, Wojciech, Bartłomiej, Grzegorz, "
            "Jędrzej, Maciej, Przemysław, Sławomir, Marek"
        ),
        words("Małgorzata, Agnieszka, Katarzyna, Zofia, Anna, Joanna, Grażyna"),
        words(
            "Nowak, Kowalski, Wiśniewski, Wójcik, Kowalczyk, Kamiński, Lewandowski, Zieliński, "
            "Szymański, Woźniak, Dąbrowski, Kozłowski, Jankowski, Mazur, Kwiatkowski, Krawczyk, "
            "Piotrowski, Grabowski, Pawłowski, Michalski, Żak, Król, Wróbel, Sikora, Górecki"
        ),
        "pl",
    ),
    "NZ": (
        words("Liam, Nikau, Tama, Oliver, Jack, Rawiri, Hamish, Fergus, Wiremu, Tāne, Hēmi"),
        words("Aroha, Sophie, Ngaio, Grace, Ella, Mereana"),
        words(
            "Smith, Wilson, Williams, Brown, Taylor, Ngata, Parata, Walker, Campbell, Stewart, "
            "Robertson, Tapsell, Whaanga, Te Rangi, McLeod"
        ),
        None,
    ),
    "IE": (
        words("Seán, Ciarán, Pádraig, Eoin, Cian, Darragh, Conor, Declan, Dónal, Tadhg"),
        words("Niamh, Aoife, Siobhán, Róisín, Orla, Fionnuala"),
        words(
            "Murphy, Kelly, O'Sullivan, Walsh, O'Brien, Byrne, Ryan, O'Connor, O'Neill, "
            "Ó Briain, Mac Giolla, Doyle, McCarthy, Gallagher, Ó Súilleabháin, Kavanagh, Nolan, "
            "Quinn"
        ),
        None,
    ),
    "CH": (
        words("Reto, Urs, Beat, Matthias, Luca, Noé, Léon, Jürg, Andrea, Rémy, Lukas"),
        words("Céline, Nadine, Corinne, Stéphanie, Seraina"),
        words(
            "Müller, Meier, Schmid, Keller, Weber, Huber, Meyer, Schneider, Steiner, Fischer, "
            "Gerber, Brunner, Baumann, Frei, Zürcher, Graf, Rochat, Favre, Bühler, Moser"
        ),
        None,
    ),
    "AT": (
        words("Florian, Johannes, Lukas, Andreas, Sebastian, Wolfgang, Günther, Christoph, Jakob"),
        words("Katharina, Barbara, Magdalena, Elisabeth"),
        words(
            "Gruber, Huber, Bauer, Wagner, Pichler, Steiner, Moser, Mayer, Hofer, Leitner, "
            "Berger, Fuchs, Eder, Fischer, Schwarz, Wimmer, Lang, Winkler, Wallner, Höller, "
            "Pölzl"
        ),
        None,
    ),
    "FI": (
        words("Juha, Mikko, Jussi, Antti, Jukka, Ville, Eero, Jyrki, Väinö, Pekka"),
        words("Päivi, Tuula, Sari, Aino, Elina"),
        words(
            "Korhonen, Virtanen, Mäkinen, Nieminen, Mäkelä, Hämäläinen, Laine, Heikkinen, "
            "Koskinen, Järvinen, Lehtonen, Lehtinen, Saarinen, Salminen, Heinonen, Niemi, "
            "Kinnunen, Salonen, Turunen, Hyvärinen"
        ),
        None,
    ),
    "PT": (
        words("João, António, Tiago, Rui, Gonçalo, Duarte, Sérgio, Cristóvão, Simão"),
        words("Inês, Conceição, Sofia, Beatriz, Leonor"),
        words(
            "Silva, Santos, Ferreira, Pereira, Oliveira, Costa, Rodrigues, Martins, Sousa, "
            "Fernandes, Gonçalves, Gomes, Lopes, Marques, Alves, Ribeiro, Pinto, Carvalho, "
            "Magalhães, Brandão"
        ),
        None,
    ),
    "BR": (
        words("João, Lucas, Gabriel, Matheus, Guilherme, Rafael, Thiago, Vinícius, Fábio, Caio"),
        words("Ana, Júlia, Letícia, Luíza, Márcia"),
        words(
            "Silva, Santos, Oliveira, Souza, Rodrigues, Ferreira, Alves, Pereira, Lima, Gomes, "
            "Ribeiro, Carvalho, Araújo, Barbosa, Gonçalves, Rocha, Azevedo, Damasceno, "
            "Conceição, Assunção"
        ),
        None,
    ),
    "AR": (
        words(
            "Santiago, Matías, Martín, Facundo, Agustín, Joaquín, Nicolás, Tomás, Gastón, Ezequiel"
        ),
        words("Sofía, Valentina, Lucía, Florencia"),
        words(
            "González, Rodríguez, Gómez, Fernández, López, Díaz, Martínez, Pérez, Romero, Sosa, "
            "Álvarez, Torres, Ruiz, Ramírez, Flores, Benítez, Acosta, Medina, Herrera, Suárez, "
            "Giménez, Aguirre, Peña"
        ),
        None,
    ),
    "MX": (
        words("José Luis, Alejandro, Diego, Andrés, Héctor, Jesús, Adrián, Rodrigo"),
        words("Guadalupe, Ximena, Mariana, Fernanda, Renata"),
        words(
            "Hernández, García, Martínez, López, González, Pérez, Rodríguez, Sánchez, Ramírez, "
            "Cruz, Flores, Gómez, Morales, Vázquez, Jiménez, Reyes, Díaz, Torres, Gutiérrez, "
            "Mendoza, Aguilar, Ortiz, Castañeda, Ibarra"
        ),
        None,
    ),
    "JP": (
        words(
            "Hiroshi, Takeshi, Kenji, Haruto, Sōta, Yūto, Daisuke, Kazuki, Naoki, Ryō, Shōta, Kōji"
        ),
        words("Yuki, Sakura, Aoi, Yōko, Haruka"),
        words(
            "Satō, Suzuki, Takahashi, Tanaka, Watanabe, Itō, Yamamoto, Nakamura, Kobayashi, "
            "Katō, Yoshida, Yamada, Sasaki, Yamaguchi, Matsumoto, Inoue, Kimura, Hayashi, "
            "Shimizu, Saitō"
        ),
        None,
    ),
    "GR": (
        words(
            "Georgios, Dimitris, Konstantinos, Nikos, Giannis, Panagiotis, Vasilis, Christos, "
            "Athanasios, Stavros"
        ),
        words("Eleni, Maria, Katerina, Sofia, Ioanna, Despina"),
        words(
            "Papadopoulos, Papadakis, Georgiou, Nikolaidis, Pappas, Oikonomou, Karagiannis, "
            "Vlachos, Dimitriou, Konstantinidis, Antoniou, Makris, Ioannidis, Christodoulou, "
            "Alexiou"
        ),
        "gr",
    ),
    "CZ": (
        words("Jiří, Jan, Petr, Tomáš, Martin, Lukáš, Ondřej, Vojtěch, Jakub"),
        words("Jana, Tereza, Lucie, Kateřina"),
        words(
            "Novák, Svoboda, Novotný, Dvořák, Černý, Procházka, Kučera, Veselý, Horák, Němec, "
            "Pokorný, Marek, Hájek, Král, Růžička, Beneš, Fiala, Sedláček, Doležal, Zeman"
        ),
        "cz",
    ),
    "HU": (
        words("László, István, Gábor, Zoltán, Péter, Attila, Balázs, Ádám"),
        words("Zsófia, Eszter, Katalin, Réka"),
        words(
            "Nagy, Kovács, Tóth, Szabó, Horváth, Varga, Kiss, Molnár, Németh, Farkas, Balogh, "
            "Papp, Takács, Juhász, Lakatos, Mészáros, Oláh, Rácz, Fekete, Szőke, Győri, Erdős"
        ),
        None,
    ),
    "RU": (
        words("Aleksandr, Dmitry, Sergey, Andrey, Alexey, Ivan, Mikhail, Nikolai, Pavel, Yuri"),
        words("Olga, Natalia, Elena, Tatiana, Anastasia"),
        words(
            "Ivanov, Smirnov, Kuznetsov, Popov, Vasiliev, Petrov, Sokolov, Mikhailov, Novikov, "
            "Fedorov, Morozov, Volkov, Lebedev, Semenov, Egorov, Pavlov, Kozlov, Stepanov, "
            "Nikolaev, Orlov"
        ),
        "ru",
    ),
    "TR": (
        words("Mehmet, Mustafa, Ahmet, Ali, Hüseyin, Hasan, İbrahim, Emre, Burak, Oğuz, Çağlar"),
        words("Ayşe, Fatma, Zeynep, Elif, Gülşen, Şule"),
        words(
            "Yılmaz, Kaya, Demir, Şahin, Çelik, Yıldız, Yıldırım, Öztürk, Aydın, Özdemir, "
            "Arslan, Doğan, Kılıç, Aslan, Çetin, Kara, Koç, Kurt, Özkan, Şimşek"
        ),
        None,
    ),
    "IS": (
        words(
            "Jón, Sigurður, Guðmundur, Gunnar, Ólafur, Einar, Kristján, Stefán, Magnús, Þórður, "
            "Ragnar"
        ),
        words("Guðrún, Anna, Kristín, Sigríður, Margrét, Helga, Þóra"),
        # Patronymic stems: + "son" or + "dóttir".
        words(
            "Jóns, Sigurðar, Guðmundar, Gunnars, Ólafs, Einars, Kristjáns, Stefáns, Magnúsar, "
            "Þórðar, Ragnars, Hallgríms"
        ),
        "is",
    ),
    "HR": (
        words("Ivan, Marko, Luka, Josip, Tomislav, Dario, Matej"),
        words("Ana, Petra, Ivana, Marija"),
        words(
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
        words("健, 太郎, 翔太, 大輔, 直樹, 和也, 拓也, 浩"),
        words("陽菜, さくら, 裕子, 美咲, 恵"),
        words("佐藤, 鈴木, 高橋, 田中, 渡辺, 伊藤, 山本, 中村, 小林, 加藤, 吉田, 山田, 佐々木"),
        words("佐藤, 鈴木, 高橋, 田中, 渡辺, 伊藤, 山本, 中村, 小林, 加藤, 吉田, 山田, 佐々木"),
    ),
    "GR": (
        words("Γιώργος, Δημήτρης, Κωνσταντίνος, Νίκος, Γιάννης, Παναγιώτης, Βασίλης, Χρήστος"),
        words("Ελένη, Μαρία, Κατερίνα, Σοφία, Ιωάννα"),
        words(
            "Παπαδόπουλος, Παπαδάκης, Γεωργίου, Νικολαΐδης, Παππάς, Οικονόμου, Καραγιάννης, "
            "Βλάχος, Δημητρίου, Αντωνίου"
        ),
        words(
            "Παπαδοπούλου, Παπαδάκη, Γεωργίου, Νικολαΐδου, Παππά, Οικονόμου, Καραγιάννη, "
            "Βλάχου, Δημητρίου, Αντωνίου"
        ),
    ),
    "RU": (
        words("Александр, Дмитрий, Сергей, Андрей, Алексей, Иван, Михаил"),
        words("Ольга, Наталья, Елена, Татьяна, Анастасия"),
        words("Иванов, Смирнов, Кузнецов, Попов, Петров, Соколов, Волков, Орлов"),
        words("Иванова, Смирнова, Кузнецова, Попова, Петрова, Соколова, Волкова, Орлова"),
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


def female_surname(rule: str | None, name: str) -> str:
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
