"""Stored rating tables keyed by external keys, to compare two databases' results."""

from ratings.models import (
    PastRating,
    PastTable,
    Rating,
    RatingChange,
    RatingCheckpoint,
    RatingName,
    TableState,
)
from tournaments.models import ComputedStanding, Game, GameResult, Round, Standing, Tournament


def wipe_results() -> None:
    """Delete every result and rating row (players stay), children first, and
    what the recompute keeps of them (checkpoints, digests)."""
    RatingCheckpoint.objects.all().delete()
    TableState.objects.update(digests={})
    for model in (
        PastRating,
        PastTable,
        RatingChange,
        Rating,
        RatingName,
        Standing,
        ComputedStanding,
        GameResult,
        Game,
        Round,
    ):
        model.objects.all().delete()
    Tournament.objects.all().delete()


def tables_by_key() -> dict:
    ratings = sorted(
        Rating.objects.values_list(
            "system",
            "category",
            "player__key",
            "rating",
            "rank",
            "national_rank",
            "events",
            "peak",
            "last_played",
            "mu",
            "sigma",
            "player_key",
        )
    )
    names = sorted(
        RatingName.objects.values_list(
            "system", "category", "player__key", "sort_key", "player_key"
        )
    )
    changes = {}
    for row in RatingChange.objects.order_by("id").values_list(
        "system",
        "category",
        "player__key",
        "tournament__key",
        "game__key",
        "game__round__tournament__key",
        "game__round__number",
        "game__number",
        "date",
        "before",
        "after",
        "score",
        "weight",
        "mu",
        "sigma",
    ):
        changes.setdefault(row[:2], []).append(row[2:])
    past = sorted(
        PastRating.objects.values_list(
            "system", "category", "as_of", "rank", "player__key", "nationality", "location",
            "rating", "national_rank", "events", "peak", "last_played", "mu", "sigma",
        )
    )  # fmt: skip
    past_tables = sorted(PastTable.objects.values_list("system", "category", "as_of", "players"))
    return {
        "ratings": ratings,
        "names": names,
        "changes": changes,
        "past": past,
        "past_tables": past_tables,
    }


def past_digests() -> dict:
    """{(system, category, as_of): digest} of the stored past tables ("": unknown)."""
    return {
        (s, c, d): digest
        for s, c, d, digest in PastTable.objects.values_list(
            "system", "category", "as_of", "digest"
        )
    }
