"""Stored rating tables keyed by external keys, to compare two databases' results."""

from ratings.models import MonthlyRating, Rating, RatingChange, RatingCheckpoint, TableState
from tournaments.models import ComputedStanding, Game, GameResult, Round, Standing, Tournament


def wipe_results() -> None:
    """Delete every result and rating row (players stay), children first, and
    what the recompute keeps of them (checkpoints, digests)."""
    RatingCheckpoint.objects.all().delete()
    TableState.objects.update(digests={})
    for model in (
        RatingChange,
        MonthlyRating,
        Rating,
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
    ):
        changes.setdefault(row[:2], []).append(row[2:])
    monthly = {}
    for row in MonthlyRating.objects.order_by("id").values_list(
        "system", "category", "player__key", "month", "rating"
    ):
        monthly.setdefault(row[:2], []).append(row[2:])
    return {"ratings": ratings, "changes": changes, "monthly": monthly}
