"""What the generated games are played on: the variants as webDiplomacy plays
them, press types, phase lengths, and the scoring systems events pick from."""

from __future__ import annotations

from dataclasses import dataclass

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
#: Of every this many events that publish standings, about one is published-only: no
#: scoring system recorded, the organizer's own ranking (chosen by position, so the
#: random draws, and the benchmark's sizes, stay as they were).
PUBLISHED_ONLY_EVERY = 12


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
