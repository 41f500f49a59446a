"""What the recompute stores is exactly what the engines compute from the history."""

import pytest

from ratings import history, leaderboards, services
from ratings.engines import ENGINES, competition_ranks, month_ends
from ratings.models import Rating, RatingTrail
from tournaments.demo import generate_bundle

from ..rated_rows import rated_rows
from ..stored_changes import stored_changes

pytestmark = pytest.mark.django_db


@pytest.fixture
def synthetic(import_only):
    import_only(generate_bundle(80, 8, 600, seed=3))


@pytest.mark.parametrize("slug", list(ENGINES))
def test_every_category_equals_the_engine_output(synthetic, slug):
    engine = ENGINES[slug]
    services.recompute(slug)
    records = history.records_for(engine)
    source = "tournament_id" if engine.input == "events" else "game_id"
    sizes = {}
    for cat in engine.categories:
        table = engine.compute(records, cat.slug)
        stored = {
            p: (r, n, pk, e)
            for p, r, n, pk, e in rated_rows(
                "player_id", "rating", "rank", "peak", "events", system=slug, category=cat.slug
            )
        }
        ordered = sorted(table.ratings.values(), key=lambda pr: -pr.rating)
        ranks = dict(
            zip(
                [pr.player for pr in ordered],
                competition_ranks([pr.rating for pr in ordered]),
                strict=True,
            )
        )
        assert stored == {
            p: (pr.rating, ranks[p], pr.peak, pr.count) for p, pr in table.ratings.items()
        }
        changes = [
            (c.player_id, getattr(c, source), c.date, c.size, c.before, c.after, c.score, c.weight)
            for c in stored_changes(slug, cat.slug)
        ]
        for c in table.changes:
            sizes[c.source_id] = sizes.get(c.source_id, 0) + 1
        by_player = sorted(table.changes, key=lambda c: c.player)  # stable: in their order
        assert changes == [
            (
                c.player,
                c.source_id,
                c.date,
                sizes[c.source_id],
                c.before,
                c.after,
                c.score,
                c.weight,
            )
            for c in by_player
        ]
        sizes.clear()
        for p in list(table.ratings)[:10]:  # the trend chart, read from the stored changes
            mine = [(c.date, c.after) for c in table.changes if c.player == p]
            assert leaderboards.rating_history(p, slug, cat.slug) == month_ends(mine)


def test_recompute_all_summarises_every_table(synthetic):
    summaries = services.recompute_all()
    assert [s["system"] for s in summaries] == list(ENGINES)
    for summary in summaries:
        engine = ENGINES[summary["system"]]
        assert list(summary["categories"]) == [c.slug for c in engine.categories]
        for slug, cat in summary["categories"].items():
            assert (
                cat["players"] == Rating.objects.filter(system=engine.slug, category=slug).count()
            )


def test_a_second_recompute_of_unchanged_history_writes_nothing(synthetic):
    services.recompute("ghost")
    trails = set(RatingTrail.objects.values_list("id", "data"))

    summary = services.recompute("ghost")

    assert all(c["rows_written"] == 0 for c in summary["categories"].values())
    assert set(RatingTrail.objects.values_list("id", "data")) == trails
