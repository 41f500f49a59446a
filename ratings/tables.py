"""Leaderboard tables (django-tables2): the columns of the WDD rankings pages.

Sorting is the table's (``?sort=``); the rows come from
``ratings.leaderboards`` and pages from ``LeaderboardPaginator``.
"""

from django.core.paginator import Paginator
from django.utils.formats import number_format
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
        if self.slicer is None or not isinstance(self.object_list, BoundRows):
            return self._get_page(self.object_list[bottom:top], number, self)
        rows = BoundRows(data=self.slicer(bottom, top), table=self.object_list.table)
        return self._get_page(rows, number, self)


class PlayerNameColumn(Column):
    def render(self, value, record):
        return format_html('<a href="{}">{}</a>', record.player.get_absolute_url(), value)

    def value(self, value):
        return value


class FlagColumn(Column):
    def render(self, value):
        return flag_html(value)

    def value(self, value):
        return value


class ScoreColumn(Column):
    def render(self, value):
        return number_format(value, 2)

    def value(self, value):
        return value


class LeaderboardTable(Table):
    rank = Column(
        verbose_name=_("Rank"), order_by=("rank", "id"), attrs={"td": {"class": "num"}, "th": {"class": "num"}}
    )
    first_name = PlayerNameColumn(
        verbose_name=_("First name"),
        accessor="player__first_name",
        order_by=("player__first_name", "player__last_name", "rank", "id"),
    )
    last_name = PlayerNameColumn(
        verbose_name=_("Last name"),
        accessor="player__last_name",
        order_by=("player__last_name", "player__first_name", "rank", "id"),
    )
    nationality = FlagColumn(
        verbose_name=_("Nat."), order_by=("nationality", "rank", "id"), attrs={"th": {"abbr": _("Nationality")}}
    )
    location = FlagColumn(
        verbose_name=_("Loc."), order_by=("location", "rank", "id"), attrs={"th": {"abbr": _("Location")}}
    )
    rating = ScoreColumn(
        verbose_name=_("Score"), order_by=("rating", "id"), attrs={"td": {"class": "num"}, "th": {"class": "num"}}
    )
    events = Column(
        verbose_name=_("Events"), order_by=("events", "rank", "id"), attrs={"td": {"class": "num"}, "th": {"class": "num"}}
    )

    class Meta:
        attrs = {"class": "data leaderboard"}
        order_by_field = "sort"
        page_field = "page"
        per_page = PER_PAGE
        template_name = "ratings/_table.html"
        empty_text = _("No rated players match.")
        orderable = True

    def __init__(self, *args, events_label=None, **kwargs):
        super().__init__(*args, **kwargs)
        if events_label:
            self.columns["events"].column.verbose_name = events_label


class NationalLeaderboardTable(LeaderboardTable):
    """Players of one nationality, ranked among themselves; the world rank alongside."""

    rank = Column(
        verbose_name=_("Rank"),
        accessor="national_rank",
        order_by=("national_rank", "id"),
        attrs={"td": {"class": "num"}, "th": {"class": "num"}},
    )
    world_rank = Column(
        verbose_name=_("World"),
        accessor="rank",
        order_by=("rank", "id"),
        attrs={"td": {"class": "num"}, "th": {"class": "num", "abbr": _("International rank")}},
    )

    class Meta(LeaderboardTable.Meta):
        sequence = ("rank", "first_name", "last_name", "nationality", "location", "rating",
                    "events", "world_rank")
