"""Where events happen: cities by country, host weights, national
championships and named conventions, local event and league names, circuits,
and the scoring systems a country's organizers favour."""

from __future__ import annotations

from .names import words

CITIES: dict[str, tuple[str, ...]] = {
    "FR": words(
        "Paris, Lyon, Toulouse, Nantes, Lille, Bordeaux, Marseille, Rennes, Montpellier, "
        "Strasbourg, Grenoble, Besançon, Orléans"
    ),
    "US": words(
        "Chicago, Baltimore, Washington, Boston, Seattle, San Francisco, Los Angeles, "
        "Denver, Austin, Portland, Philadelphia, Dallas, Atlanta, Minneapolis, New York, "
        "Chapel Hill, Columbus"
    ),
    "GB": words(
        "London, Birmingham, Manchester, Edinburgh, Leicester, Cambridge, Oxford, Bristol, "
        "Leeds, Glasgow, Cardiff"
    ),
    "AU": words("Sydney, Melbourne, Canberra, Brisbane, Perth, Adelaide, Hobart"),
    "DE": words("Berlin, Hamburg, München, Köln, Frankfurt, Leipzig, Düsseldorf, Nürnberg"),
    "BE": words("Bruxelles, Gent, Antwerpen, Liège, Leuven, Namur, Brugge"),
    "NL": words("Amsterdam, Rotterdam, Utrecht, Den Haag, Eindhoven, Leiden, Groningen"),
    "IT": words("Roma, Milano, Torino, Bologna, Napoli, Firenze, Genova"),
    "SE": words("Stockholm, Göteborg, Malmö, Uppsala, Linköping"),
    "NO": words("Oslo, Bergen, Trondheim, Tromsø, Stavanger"),
    "CA": words("Toronto, Montréal, Ottawa, Vancouver, Calgary, Québec"),
    "DK": words("København, Aarhus, Odense, Aalborg"),
    "ES": words("Madrid, Barcelona, Valencia, Sevilla, Bilbao, A Coruña"),
    "PL": words("Warszawa, Kraków, Wrocław, Gdańsk, Łódź, Poznań"),
    "NZ": words("Auckland, Wellington, Christchurch, Dunedin"),
    "IE": words("Dublin, Cork, Galway, Limerick"),
    "CH": words("Zürich, Genève, Bern, Lausanne, Basel"),
    "AT": words("Wien, Graz, Linz, Salzburg, Innsbruck"),
    "FI": words("Helsinki, Tampere, Turku, Oulu"),
    "PT": words("Lisboa, Porto, Coimbra, Braga"),
    "BR": words("São Paulo, Rio de Janeiro, Belo Horizonte, Porto Alegre"),
    "AR": words("Buenos Aires, Córdoba, Rosario"),
    "MX": words("Ciudad de México, Guadalajara, Monterrey"),
    "JP": words("Tokyo, Osaka, Kyoto, Yokohama"),
    "GR": words("Athens, Thessaloniki, Patras, Heraklion"),
    "CZ": words("Praha, Brno, Ostrava, Plzeň"),
    "HU": words("Budapest, Debrecen, Szeged"),
    "RU": words("Moskva, Sankt-Peterburg, Novosibirsk"),
    "TR": words("İstanbul, Ankara, İzmir"),
    "IS": words("Reykjavík, Akureyri"),
    "HR": words("Zagreb, Split, Rijeka"),
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
