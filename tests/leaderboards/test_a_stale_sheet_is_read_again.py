"""A process pages a table by the sheet it holds until the rows it reads say
a newer one was written (another process's recompute): then it reads the
new sheet and the page again, so nobody sees a page cut by yesterday's ranks."""

from ratings import ranked_rows
from ratings.models import Rating

from .conftest import page_records
from .factories import make_table, resheet

URL = "/ratings/dip-pouch/overall/"


def test_a_page_follows_the_sheet_written_since_the_process_read_one(client, db):
    make_table(120, ties=False)
    first = [r.player.key for r in page_records(client.get(URL))]
    assert ranked_rows.held("dip-pouch", "overall") is not None  # this process holds it
    for row in Rating.objects.all():  # the table turned upside down elsewhere
        Rating.objects.filter(pk=row.pk).update(rating=-row.rating)
    resheet()  # a new stamp in the database; this process still holds the old sheet

    records = page_records(client.get(URL, {"page": 3}))

    assert [r.rank for r in records] == list(range(101, 121))
    assert [r.player.key for r in records] == first[:20][::-1]
