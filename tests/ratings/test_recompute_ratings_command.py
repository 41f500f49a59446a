"""recompute_ratings: synchronous, from scratch, one line per table; --rewrite
replaces every stored row."""

import io

import pytest
from django.core.management import CommandError, call_command

from ratings.models import Rating, TableState
from ratings.tasks import mark_pending

from .builders import bundle, game, player, tournament

pytestmark = pytest.mark.django_db


@pytest.fixture
def data(import_only):
    import_only(
        bundle(
            [player(k) for k in "abcd"],
            [tournament("t", "2015-01-01", list("abcd"))],
            [game("g", "2019-01-01", [("a", 10), ("b", 10), ("c", 10), ("d", 4)])],
        )
    )


def run(*args):
    out = io.StringIO()
    call_command("recompute_ratings", *args, stdout=out)
    return out.getvalue()


def test_it_recomputes_every_system_and_prints_counts_and_times(data):
    mark_pending()
    output = run()

    assert "dip-pouch/overall: 4 players, 4 changes" in output
    assert "ghost/overall: 4 players" in output
    assert "openskill/overall: 4 players" in output
    assert "ms" in output and "Ratings recomputed in" in output
    assert not TableState.objects.filter(pending=True).exists()
    assert set(Rating.objects.values_list("system", flat=True)) == {
        "dip-pouch",
        "ghost",
        "openskill",
    }


def test_system_limits_it_to_one_system(data):
    output = run("--system", "dip-pouch")

    assert "dip-pouch/overall" in output and "ghost" not in output
    assert set(Rating.objects.values_list("system", flat=True)) == {"dip-pouch"}


def test_it_starts_from_scratch_not_from_a_checkpoint(data, import_only):
    run()
    # An event before everything, imported without queueing anything: a run
    # resumed from the tip would never see it.
    import_only(bundle([player(k) for k in "abcd"], [tournament("t0", "2012-01-01", list("dcba"))]))

    run("--system", "dip-pouch")

    assert Rating.objects.get(system="dip-pouch", player__key="d").events == 2


def test_rewrite_repairs_rows_changed_behind_its_back(data):
    run()
    Rating.objects.filter(system="dip-pouch").update(rating=0)
    run("--system", "dip-pouch")
    assert Rating.objects.filter(system="dip-pouch", rating=0).exists()  # trusted, not read

    run("--system", "dip-pouch", "--rewrite")

    assert not Rating.objects.filter(system="dip-pouch", rating=0).exists()


def test_an_unknown_system_is_an_error(data):
    with pytest.raises(CommandError, match="Unknown rating system 'elo'"):
        run("--system", "elo")
