"""Leaderboard tables (django-tables2): the columns of the WDD rankings pages.

Sorting is the table's (``?sort=``); the rows come from
``ratings.leaderboards`` and pages from ``LeaderboardPaginator``.
"""

from django.core.paginator import Paginator
from django.template.defaultfilters import floatformat
from django.utils.html import format_html
from django.utils.translation import gettext_lazy as _
from django_tables2 import Column, Table
from django_tables2.rows import BoundRows

PER_PAGE = 50


def flag_html(code: str) -> str:
    """A country's flag and code, through the site's ``flag`` filter when it exists."""
    code = (code or "").upper()
    if not code:
        return ""
    try:
        from tournaments.templatetags.wdd import flag
    except ImportError:
        flag = None
    if flag is not None:
        try:
            return flag(code)
        except Exception:  # the filter's signature is not ours: fall back
            pass
    return format_html('<span class="flag" title="{}">{}</span>', code, code)


class LeaderboardPaginator(Paginator):
    """A paginator that never COUNTs or OFFSETs a big table when it does not have to.

    ``count``: the number of rows when it is already known (the stored table
    size for the unfiltered table). ``slicer(bottom, top)``: returns the
    rows ``[bottom:top]`` of the table in its current order by another route
    (rank-based slicing on the rank index); ``None`` for plain slicing.
    """

    def __init__(self, object_list, per_page, orphans=0, allow_empty_first_page=True, *,
                 count=None, slicer=None):
        super().__init__(object_list, per_page, orphans, allow_empty_first_page)
        if count is not None:
            self.__dict__["count"] = count  # primes the cached_property
        self.slicer = slicer

    def page(self, number):
        number = self.validate_number(number)
        bottom = (number - 1) * self.per_page
        top = bottom + self.per_page
        if top + self.orphans >= self.count:
            top = self.count
        if self.slicer is None:
            return self._get_page(self.object_list[bottom:top], number, self)
        rows = self.slicer(bottom, top)
        if isinstance(self.object_list, BoundRows):
            rows = BoundRows(data=rows, table=self.object_list.table)
        return self._get_page(rows, number, self)


class ServerOrderedColumn(Column):
    """A sortable column whose rows arrive already sorted.

    The view reads ``?sort=`` and asks ``leaderboards.leaderboard(order=...)``
    for that order (the same call the downloads and the API make), so the
    table must not re-sort the queryset: ``order`` reports it as done.
    """

    def order(self, queryset, is_descending):
        return queryset, True


class PlayerNameColumn(ServerOrderedColumn):
    def render(self, value, record):
        return format_html('<a href="{}">{}</a>', record.player.get_absolute_url(), value)

    def value(self, value):
        return value


class FlagColumn(ServerOrderedColumn):
    def render(self, value):
        return flag_html(value)

    def value(self, value):
        return value


class ScoreColumn(ServerOrderedColumn):
    """Two decimals, rounded (as ``floatformat:2`` on the other pages)."""

    def render(self, value):
        return floatformat(value, 2)

    def value(self, value):
        return value


NUM = {"td": {"class": "num"}, "th": {"class": "num"}}


class LeaderboardTable(Table):
    """Column names are the ``leaderboards.ORDERINGS`` keys of their sort
    (``?sort=name``, ``?sort=-rating``); columns without one are not sortable."""

    rank = ServerOrderedColumn(verbose_name=_("Rank"), accessor="position", attrs=NUM)
    first_name = PlayerNameColumn(
        verbose_name=_("First name"), accessor="player__first_name", orderable=False
    )
    name = PlayerNameColumn(verbose_name=_("Last name"), accessor="player__last_name")
    nationality = FlagColumn(verbose_name=_("Nat."), attrs={"th": {"abbr": _("Nationality")}})
    location = FlagColumn(
        verbose_name=_("Loc."), orderable=False, attrs={"th": {"abbr": _("Location")}}
    )
    rating = ScoreColumn(verbose_name=_("Score"), attrs=NUM)
    events = ServerOrderedColumn(verbose_name=_("Events"), attrs=NUM)

    class Meta:
        attrs = {"class": "data leaderboard"}
        order_by_field = "sort"
        page_field = "page"
        per_page = PER_PAGE
        template_name = "ratings/_table.html"
        empty_text = _("No rated players match.")

    def __init__(self, *args, events_label=None, **kwargs):
        super().__init__(*args, **kwargs)
        if events_label:
            self.columns["events"].column.verbose_name = events_label


class NationalLeaderboardTable(LeaderboardTable):
    """Players of one nationality ranked among themselves (``position`` is the
    national rank), with the international rank alongside."""

    world_rank = Column(
        verbose_name=_("World"),
        accessor="rank",
        orderable=False,
        attrs={"td": {"class": "num"}, "th": {"class": "num", "abbr": _("International rank")}},
    )

    class Meta(LeaderboardTable.Meta):
        sequence = ("rank", "first_name", "name", "nationality", "location", "rating",
                    "events", "world_rank")


def sort_keys(table_class) -> set[str]:
    """The ``?sort=`` values a table accepts (each an ORDERINGS key)."""
    keys = set()
    for name, column in table_class.base_columns.items():
        if column.orderable is not False:
            keys |= {name, f"-{name}"}
    return keys
