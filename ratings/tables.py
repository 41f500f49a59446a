"""Leaderboard tables (django-tables2): columns, sorting and pagination.

* The rows come from ``ratings.leaderboards.leaderboard(order=...)``: the
  view reads ``?sort=`` and asks for that order, the same call the downloads
  and the API make. Each sortable column is named after its key in
  ``leaderboards.ORDERINGS`` (``?sort=name``, ``?sort=-rating``), and its
  ``order`` reports the sort as already done, so the table never re-sorts.
* ``templates/ratings/_table.html`` writes the header from these columns
  (sort links, ``aria-sort``) and the 50 rows straight from the records: going
  through each column's render machinery for 400 cells cost more than all
  the rest of the page.
* ``LeaderboardPaginator`` takes a known row count (no COUNT of the whole
  table) and an optional rank-based slicer (no big OFFSET on page 600).
"""

from django.utils.translation import gettext_lazy as _
from django_tables2 import Column, Table
from django_tables2.data import TableListData
from django_tables2.rows import BoundRows

from wdd.paging import SlicingPaginator

PER_PAGE = 50


class LeaderboardPaginator(SlicingPaginator):
    """A paginator that never COUNTs or OFFSETs a big table when it does not have to.

    ``count``: the number of rows when it is already known (the stored table
    size for the unfiltered table). ``slicer(bottom, top)``: returns the
    rows ``[bottom:top]`` of the table in its current order by another route
    (rank-based slicing on the rank index); ``None`` for plain slicing.
    """

    def __init__(
        self,
        object_list,
        per_page,
        orphans=0,
        allow_empty_first_page=True,
        *,
        count=None,
        slicer=None,
    ):
        super().__init__(object_list, per_page, orphans, allow_empty_first_page)
        if count is not None:
            self.__dict__["count"] = count  # primes the cached_property
        self.slicer = slicer

    def rows(self, bottom: int, top: int):
        if self.slicer is None:
            return super().rows(bottom, top)
        rows = self.slicer(bottom, top)
        if isinstance(self.object_list, BoundRows):
            rows = BoundRows(data=rows, table=self.object_list.table)
        return rows


class ServerOrderedRows(TableListData):
    """Rows computed for a past day (``past_tables.ComputedTable``), already
    filtered and sorted like a queryset would be, kept as they are: no
    ``list()`` of the whole table, no re-sorting, and slices that attach
    their players."""

    def order_by(self, aliases):
        pass


class ServerOrderedColumn(Column):
    """A sortable column whose rows arrive already sorted (see the module docstring)."""

    def order(self, queryset, is_descending):
        return queryset, True


NUM = {"td": {"class": "num"}, "th": {"class": "num"}}
#: A secondary column: hidden on phones (site.css), where rank, name (with the
#: nationality flag) and score must fit without sideways scrolling.
NARROW_HIDDEN = {"td": {"class": "hide-narrow"}, "th": {"class": "hide-narrow"}}
NUM_NARROW_HIDDEN = {"td": {"class": "num hide-narrow"}, "th": {"class": "num hide-narrow"}}


class LeaderboardTable(Table):
    """Rank (the table's own: ``position``), the player (nationality flag, first and
    last name together, linked), nationality (flag and code) and location, score (two
    decimals), events or games. The first click on rank, score or events sorts best
    first (``initial_sort_descending`` where best is highest)."""

    rank = ServerOrderedColumn(verbose_name=_("Rank"), accessor="position", attrs=NUM)
    name = ServerOrderedColumn(verbose_name=_("Player"), accessor="player__last_name")
    nationality = ServerOrderedColumn(
        verbose_name=_("Nat."), attrs={"th": {"abbr": _("Nationality"), "class": "hide-narrow"}}
    )
    location = Column(
        verbose_name=_("Loc."),
        orderable=False,
        attrs={"th": {"abbr": _("Location"), "class": "hide-narrow"}},
    )
    rating = ServerOrderedColumn(verbose_name=_("Score"), attrs=NUM, initial_sort_descending=True)
    events = ServerOrderedColumn(
        verbose_name=_("Events"), attrs=NUM_NARROW_HIDDEN, initial_sort_descending=True
    )

    national = False
    #: what a phone shows of a folded column when the table is sorted by it:
    #: the order would look arbitrary without the values it follows
    SHOWN_WHEN_SORTED = {"events": NUM, "nationality": {"th": {"abbr": _("Nationality")}}}

    class Meta:
        attrs = {"class": "data leaderboard"}
        order_by_field = "sort"
        page_field = "page"
        per_page = PER_PAGE
        template_name = "ratings/_table.html"
        empty_text = _("No rated players match.")

    def __init__(self, *args, events_label=None, system="", category="", sort=None, **kwargs):
        super().__init__(*args, **kwargs)
        self.system = system  # each row's rating links to the player's history in this table
        self.category = category
        if events_label:
            self.columns["events"].column.verbose_name = events_label
        #: the folded column the table is sorted by ("" if none): phones show it
        self.unfolded = (sort or "").lstrip("-")
        if self.unfolded in self.SHOWN_WHEN_SORTED:
            self.columns[self.unfolded].column.attrs = self.SHOWN_WHEN_SORTED[self.unfolded]
        else:
            self.unfolded = ""


class NationalLeaderboardTable(LeaderboardTable):
    """Players of one nationality ranked among themselves (``position`` is the
    national rank), with the international rank alongside."""

    world_rank = Column(
        verbose_name=_("World"),
        accessor="rank",
        orderable=False,
        attrs={
            "td": {"class": "num hide-narrow"},
            "th": {"class": "num hide-narrow", "abbr": _("International rank")},
        },
    )

    national = True

    class Meta(LeaderboardTable.Meta):
        sequence = (
            "rank",
            "name",
            "nationality",
            "location",
            "rating",
            "events",
            "world_rank",
        )


def sort_keys(table_class) -> set[str]:
    """The ``?sort=`` values a table accepts (each an ORDERINGS key)."""
    keys = set()
    for name, column in table_class.base_columns.items():
        if column.orderable is not False:
            keys |= {name, f"-{name}"}
    return keys
