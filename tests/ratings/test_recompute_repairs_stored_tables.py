"""Whatever is stored, a rewrite (``recompute_ratings --rewrite``) leaves exactly
the computed tables. (An ordinary recompute trusts what it stored itself, its
digests and its rows, and does not read the tables back.)"""

import pytest

from ratings import services
from ratings.engines import year_tables
from ratings.engines.trails import pack, unpack
from ratings.models import PastTable, RankSheet, Rating, RatingTrail, YearEnds
from ratings.rank_sheets import encode
from tournaments.demo import generate_bundle
from tournaments.models import Player

from .snapshots import tables_by_key

pytestmark = pytest.mark.django_db


@pytest.fixture
def computed(import_only):
    import_only(generate_bundle(40, 5, 300, seed=8))
    services.recompute_all()
    return tables_by_key()


def test_edited_deleted_and_stray_rows_are_put_right(computed):
    trails = list(RatingTrail.objects.filter(system="ghost", category="overall").order_by("id"))
    middle = trails[len(trails) // 2]
    entries = unpack(middle.data).copy()
    entries["after"][len(entries) // 2] += 1e-9
    RatingTrail.objects.filter(pk=middle.pk).update(data=pack(entries))
    RatingTrail.objects.filter(pk=trails[-1].pk).delete()
    table = PastTable.objects.order_by("id")[3]
    rows = year_tables.unpack(table.data).copy()
    rows["rating"][0] = 0
    PastTable.objects.filter(pk=table.pk).update(data=year_tables.pack(rows))
    YearEnds.objects.filter(pk=YearEnds.objects.order_by("id")[5].pk).delete()
    Rating.objects.filter(pk=Rating.objects.filter(system="dip-pouch").first().pk).delete()
    RankSheet.objects.filter(system="openskill", category="overall").delete()
    sheet = RankSheet.objects.filter(system="openskill").first()
    RankSheet.objects.filter(pk=sheet.pk).update(data=encode([1, 2], [1, 1], [None, 1], ["", "FR"]))
    stray = Rating.objects.filter(system="ghost", category="gvi").first()
    unrated = Player.objects.exclude(ratings__system="ghost", ratings__category="gvi").first()
    Rating.objects.create(
        system="ghost",
        category="gvi",
        player=unrated,
        rating=1,
        peak=1,
        nationality=stray.nationality,
    )
    Rating.objects.create(
        system="ghost", category="retired-category", player=unrated, rating=1, peak=1
    )

    summaries = services.recompute_all(rewrite=True)

    assert tables_by_key() == computed
    ghost = next(s for s in summaries if s["system"] == "ghost")["categories"]["overall"]
    assert ghost["changes_kept"] == 0
