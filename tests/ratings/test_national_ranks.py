"""National tables: players of one nationality, ranked among themselves."""

import pytest

from ratings import leaderboards, services
from ratings.models import Rating

from .builders import bundle, player, tournament

pytestmark = pytest.mark.django_db

PLAYERS = [
    player("fr1", "FR", "BE"),
    player("de1", "DE"),
    player("fr2", "FR"),
    player("de2", "DE"),
    player("fr3", "FR"),
    player("nobody", ""),
]
ORDER = ["fr1", "de1", "fr2", "de2", "fr3", "nobody"]


@pytest.fixture
def table(import_only):
    import_only(bundle(PLAYERS, [tournament("t", "2015-01-01", ORDER)]))
    services.recompute("dip-pouch")


def test_national_rank_counts_only_compatriots(table):
    rows = {
        r.player.key: (r.rank, r.national_rank, r.nationality, r.location)
        for r in Rating.objects.select_related("player")
    }
    assert rows == {
        "fr1": (1, 1, "FR", "BE"),
        "de1": (2, 1, "DE", ""),
        "fr2": (3, 2, "FR", ""),
        "de2": (4, 2, "DE", ""),
        "fr3": (5, 3, "FR", ""),
        "nobody": (6, None, "", ""),
    }


def test_the_national_leaderboard_lists_compatriots_by_national_rank(table):
    rows = list(leaderboards.leaderboard("dip-pouch", country="fr"))
    assert [(r.player.key, r.position, r.rank) for r in rows] == [
        ("fr1", 1, 1),
        ("fr2", 2, 3),
        ("fr3", 3, 5),
    ]
    assert leaderboards.count("dip-pouch", country="FR") == 3


def test_ties_share_a_national_rank(import_only):
    players = [player("a", "FR"), player("b", "DE"), player("c", "FR"), player("d", "FR")]
    ranking = [("a", 1), ("c", 2), ("d", 2), ("b", 4)]
    import_only(bundle(players, [tournament("t", "2015-01-01", ranking)]))
    services.recompute("dip-pouch")

    national = [
        (r.player.key, r.position) for r in leaderboards.leaderboard("dip-pouch", country="FR")
    ]
    assert national == [("a", 1), ("c", 2), ("d", 2)]
