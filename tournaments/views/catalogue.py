"""The systems catalogue: a page per scoring system (with a worked example and a
calculator) and per rating system."""

from datetime import date

from django import forms
from django.db.models import Count
from django.http import Http404
from django.shortcuts import render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from ratings.engines import ENGINES
from ratings.models import TableState

from ..models import POWERS, TOTAL_CENTRES, Tournament
from ..scoring import SYSTEMS, Position
from ..selectors.common import leaderboard_url
from .common import canonical

#: Real end positions (webDiplomacy games, from the Cicero data set, MIT licence):
#: (power, centres, elimination year) in power order.
EXAMPLE_BOARDS = (
    {
        "game": "433761",
        "date": date(2022, 8, 20),
        "title": gettext_lazy("A draw: England tops a six-way draw"),
        "positions": (
            ("Austria", 6, None),
            ("England", 16, None),
            ("France", 1, None),
            ("Germany", 0, 1904),
            ("Italy", 4, None),
            ("Russia", 1, None),
            ("Turkey", 6, None),
        ),
    },
    {
        "game": "439643",
        "date": date(2022, 9, 11),
        "title": gettext_lazy("A solo: France reaches 18 centres"),
        "positions": (
            ("Austria", 0, None),
            ("England", 1, None),
            ("France", 18, None),
            ("Germany", 1, None),
            ("Italy", 0, 1906),
            ("Russia", 5, None),
            ("Turkey", 9, None),
        ),
    },
)

FIRST_YEAR, LAST_YEAR = 1901, 2100


def _key(power: str) -> str:
    return power.lower()


class BoardForm(forms.Form):
    """Seven end positions: centres, and the elimination year of an eliminated power."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        for power in POWERS:
            key = _key(power)
            self.fields[f"{key}_centres"] = forms.IntegerField(
                label=_(power),
                min_value=0,
                max_value=TOTAL_CENTRES,
                widget=forms.NumberInput(attrs={"inputmode": "numeric"}),
            )
            self.fields[f"{key}_year"] = forms.IntegerField(
                label=_("%(power)s eliminated in") % {"power": _(power)},
                min_value=FIRST_YEAR,
                max_value=LAST_YEAR,
                required=False,
                widget=forms.NumberInput(attrs={"inputmode": "numeric", "placeholder": "—"}),
            )

    @classmethod
    def initial_from(cls, positions) -> dict:
        initial = {}
        for power, centres, year in positions:
            initial[f"{_key(power)}_centres"] = centres
            initial[f"{_key(power)}_year"] = year
        return initial

    def rows(self):
        """(power, centres field, year field) for the template."""
        return [(p, self[f"{_key(p)}_centres"], self[f"{_key(p)}_year"]) for p in POWERS]

    def clean(self):
        data = super().clean()
        total = 0
        for power in POWERS:
            centres = data.get(f"{_key(power)}_centres")
            year = data.get(f"{_key(power)}_year")
            if centres is None:
                continue
            total += centres
            if year is not None and centres:
                self.add_error(
                    f"{_key(power)}_year",
                    _("%(power)s is eliminated, so it holds 0 centres.") % {"power": _(power)},
                )
        if total > TOTAL_CENTRES:
            raise forms.ValidationError(
                _("The board holds %(total)s centres; there are only %(max)s.")
                % {"total": total, "max": TOTAL_CENTRES}
            )
        if not self.errors and total == 0:
            raise forms.ValidationError(_("At least one power must hold a centre."))
        return data

    def positions(self) -> list[Position]:
        data = self.cleaned_data
        return [
            Position(power, power, data[f"{_key(power)}_centres"], data.get(f"{_key(power)}_year"))
            for power in POWERS
        ]


def score_everywhere(positions) -> list[dict]:
    """Every registered system's scores for one board (an error message instead when a
    system refuses the board)."""
    rows = []
    for slug, system in SYSTEMS.items():
        try:
            scores = system.score_game(positions)
            error = ""
        except ValueError as e:
            scores, error = [], str(e)
        rows.append(
            {
                "slug": slug,
                "name": system.name,
                "scores": scores,
                "total": sum(scores),
                "error": error,
            }
        )
    return rows


def worked_examples(system) -> list[dict]:
    examples = []
    for board in EXAMPLE_BOARDS:
        positions = [Position(p, p, c, y) for p, c, y in board["positions"]]
        scores = system.score_game(positions)
        examples.append(
            {
                **board,
                "lines": [
                    {"power": p.power, "centres": p.centres, "year": p.eliminated_year, "score": s}
                    for p, s in zip(positions, scores, strict=True)
                ],
                "total": sum(scores),
            }
        )
    return examples


def _usage() -> dict[str, int]:
    rows = (
        Tournament.objects.exclude(scoring_system="")
        .order_by()
        .values_list("scoring_system")
        .annotate(n=Count("pk"))
    )
    return dict(rows)


def catalogue(request):
    usage = _usage()
    scoring = [
        {
            "system": s,
            "tournaments": usage.get(slug, 0),
            "url": reverse("scoring-system-detail", args=[slug]),
        }
        for slug, s in SYSTEMS.items()
    ]
    rating = [
        {"engine": e, "url": reverse("rating-system-detail", args=[slug])}
        for slug, e in ENGINES.items()
    ]
    context = {
        "scoring": scoring,
        "rating": rating,
        "canonical_url": canonical(request, reverse("catalogue")),
    }
    return render(request, "tournaments/catalogue.html", context)


def scoring_system_detail(request, slug: str):
    system = SYSTEMS.get(slug)
    if system is None:
        raise Http404("unknown scoring system")
    submitted = any(key.endswith(("_centres", "_year")) for key in request.GET)
    if submitted:
        form = BoardForm(request.GET)
    else:
        form = BoardForm(initial=BoardForm.initial_from(EXAMPLE_BOARDS[0]["positions"]))
    results = score_everywhere(form.positions()) if submitted and form.is_valid() else None
    context = {
        "system": system,
        "examples": worked_examples(system),
        "form": form,
        "results": results,
        "powers": POWERS,
        "tournaments": _usage().get(slug, 0),
        "canonical_url": canonical(request, reverse("scoring-system-detail", args=[slug])),
    }
    return render(request, "tournaments/scoring_system_detail.html", context)


def rating_system_detail(request, slug: str):
    engine = ENGINES.get(slug)
    if engine is None:
        raise Http404("unknown rating system")
    states = {t.category: t for t in TableState.objects.filter(system=slug)}
    categories = [
        {"category": c, "state": states.get(c.slug), "url": leaderboard_url(slug, c.slug)}
        for c in engine.categories
    ]
    context = {
        "engine": engine,
        "categories": categories,
        "included_tournaments": reverse("rating-included-tournaments", args=[slug])
        if engine.input == "events"
        else "",
        "included_circuits": reverse("rating-included-circuits", args=[slug])
        if engine.input == "events"
        else "",
        "canonical_url": canonical(request, reverse("rating-system-detail", args=[slug])),
    }
    return render(request, "tournaments/rating_system_detail.html", context)
