"""The URL slugs and board addresses, in one place so that a model's page and
the lists that read plain rows (no model instance) build the same addresses."""

from anyascii import anyascii
from django.utils.text import slugify

from wdd.detail_urls import fast_reverse


def name_slug(*parts: str) -> str:
    """ASCII slug for URLs; the stored names keep every accent exactly.
    Transliterated first (``anyascii``): Django's ``slugify`` drops the
    letters that are not a letter plus an accent, so Oğuz Kılıç was
    ``oguz-klc`` and a name in another script was no slug at all."""
    return slugify(anyascii(" ".join(p for p in parts if p)))[:200] or "x"


def board_slug(tournament_name: str, round_number: int, number: int) -> str:
    """A board's slug: its event, round and number (``Game.slug``, and the
    player page's lines, which read no Game)."""
    return name_slug(tournament_name, f"r{round_number}", f"b{number}")


def board_url(game_id: int, tournament_name: str, round_number: int, number: int) -> str:
    """A board's page (``Game.get_absolute_url``) from values read with a row."""
    return fast_reverse("game-detail", game_id, board_slug(tournament_name, round_number, number))
