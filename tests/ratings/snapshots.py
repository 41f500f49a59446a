"""Stored rating tables keyed by external keys, to compare two databases' results."""

from ratings.models import (
    PastTable,
    Rating,
    RatingCheckpoint,
    RatingName,
    RatingTrail,
    TableState,
    YearEnds,
)
from tournaments.models import ComputedStanding, Game, GameResult, Round, Standing, Tournament

from ..rated_rows import rated_rows
from ..stored_changes import stored_changes, stored_past_rows, stored_places


def wipe_results() -> None:
    """Delete every result and rating row (players stay), children first, and
    what the recompute keeps of them (checkpoints, digests)."""
    RatingCheckpoint.objects.all().delete()
    TableState.objects.update(digests={})
    for model in (
        PastTable,
        YearEnds,
        RatingTrail,
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
        rated_rows(
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
    boards = {
        g: (t, r, n)
        for g, t, r, n in Game.objects.values_list(
            "id", "round__tournament__key", "round__number", "number"
        )
    }
    changes = {}
    for c in stored_changes():
        changes.setdefault((c.system, c.category), []).append(
            (c.player_key, c.tournament_key, c.game_key, *boards.get(c.game_id, (None,) * 3), c.date, c.size,
             c.before, c.after, c.score, c.weight, c.mu, c.sigma)
        )  # fmt: skip
    past = [
        (r.system, r.category, r.as_of, r.rank, r.player_key, r.nationality, r.location,
         r.rating, r.national_rank, r.events, r.peak, r.last_played, r.mu, r.sigma)
        for r in stored_past_rows()
    ]  # fmt: skip
    past_tables = sorted(PastTable.objects.values_list("system", "category", "as_of", "players"))
    return {
        "ratings": ratings,
        "names": names,
        "changes": changes,
        "past": past,
        "places": stored_places(),
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
