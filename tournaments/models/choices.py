"""The fixed vocabularies of a game: the powers, the centres, the variants, the
press, the game scoring and a result's status.

Plain values and Django choices, read by the games' fields and by the
importers, forms and pages alike; they depend on nothing of the app, so every
model module can read them without importing another.
"""

from django.db import models
from django.utils.translation import gettext_lazy as _

POWERS = ("Austria", "England", "France", "Germany", "Italy", "Russia", "Turkey")
TOTAL_CENTRES = 34


class Variant(models.TextChoices):
    CLASSIC = "classic", _("Classic")
    ANCIENT_MEDITERRANEAN = "ancient-mediterranean", _("Ancient Mediterranean")
    WORLD_IX = "world-ix", _("World IX")
    FALL_OF_THE_AMERICAN_EMPIRE = "fall-of-the-american-empire", _("Fall of the American Empire")
    MODERN_II = "modern-ii", _("Modern II")
    CLASSIC_CHAOS = "classic-chaos", _("Classic Chaos")
    FVA = "fva", _("France vs Austria")
    GVI = "gvi", _("Germany vs Italy")


#: the powers of the variants whose maps are fixed, in the order boards list them
VARIANT_POWERS = {
    "classic": POWERS,
    "fva": ("Austria", "France"),
    "gvi": ("Germany", "Italy"),
}


def variant_powers(variant: str) -> tuple[str, ...]:
    """The variant's powers, or () when its power names are free (chaos, other maps)."""
    return VARIANT_POWERS.get(variant, ())


class Press(models.TextChoices):
    FULL = "full", _("Full press")
    RULEBOOK = "rulebook", _("Rulebook press")
    PUBLIC = "public", _("Public press")
    GUNBOAT = "gunboat", _("Gunboat")


class GameScoring(models.TextChoices):
    DSS = "dss", _("Draw-size scoring")
    SOS = "sos", _("Sum-of-squares")


class ResultStatus(models.TextChoices):
    PLAYED = "", _("Played to the end")
    RESIGNED = "resigned", _("Resigned")
