"""``|choice:"field"`` writes what ``get_<field>_display`` writes, in the
active language (memoised per value and language)."""

import pytest
from django.utils import translation

from tournaments.models import Game
from tournaments.templatetags.wdd import choice


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_label_of_every_choice(language):
    with translation.override(language):
        for field in ("variant", "press"):
            for value, _label in Game._meta.get_field(field).flatchoices:
                game = Game(**{field: value})
                assert choice(game, field) == getattr(game, f"get_{field}_display")()
