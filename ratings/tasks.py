"""Recompute tasks (placeholder until the ratings work lands)."""


def schedule_recompute(tournament_ids=()):
    """Queue standings and ratings recomputation after the current transaction commits."""
