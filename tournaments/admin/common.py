"""Small pieces the admin modules share: admin URLs, a game's label, list filters."""

from django.contrib import admin
from django.urls import reverse
from django.utils.translation import gettext_lazy as _
from django_countries.filters import CountryFilter


def admin_url(name: str, *args, query: str = "") -> str:
    url = reverse(f"admin:tournaments_{name}", args=args)
    return f"{url}?{query}" if query else url


def game_label(game) -> str:
    if game.round_id:
        return _("%(tournament)s, round %(round)s, board %(board)s") % {
            "tournament": game.round.tournament,
            "round": game.round.number,
            "board": game.number,
        }
    return game.key or f"game {game.pk}"


class OwnCountryFilter(CountryFilter):
    """Countries used by the rows this user may see (not by everyone's)."""

    def lookup_choices(self, changelist):
        codes = set(
            changelist.root_queryset.order_by().values_list(self.field_path, flat=True).distinct()
        )
        for code, name in self.field.get_choices(include_blank=False):
            if code in codes:
                yield code, name


class EndYearFilter(admin.SimpleListFilter):
    title = _("year")
    parameter_name = "year"

    def lookups(self, request, model_admin):
        years = model_admin.get_queryset(request).dates("end_date", "year", order="DESC")
        return [(str(d.year), str(d.year)) for d in years]

    def queryset(self, request, queryset):
        value = self.value()
        if not value:
            return queryset
        try:
            return queryset.filter(end_date__year=int(value))
        except ValueError:
            return queryset.none()
