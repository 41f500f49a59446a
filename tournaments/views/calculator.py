"""The scoring calculator and the worked examples of the systems' pages.

A visitor types one end position (each power's centres and, for an eliminated power, the
year it went out) and sees its scores under every registered system. Forty-odd rows of
seven scores are too many to read at once, so the results show one kind of system at a
time (the page's own kind first), or all of them grouped by kind on request. Scoring every
system is pure Python over one board: about 1-3 ms for the 38 systems.
"""

from datetime import date

from django import forms
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from ..models import POWERS, TOTAL_CENTRES
from ..scoring import SYSTEMS, Position
from ..selectors.catalogue import kind_anchor, systems_by_kind
from ..templatetags.wdd import label

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
#: the calculator's choice that shows every kind at once
ALL_KINDS = "all"


def _key(power: str) -> str:
    return power.lower()


def kind_choices() -> list[tuple[str, str]]:
    """The calculator's "systems shown" choices, labelled in the page's language."""
    choices = [(ALL_KINDS, _("All systems (%(count)s)") % {"count": len(SYSTEMS)})]
    for kind, systems in systems_by_kind(SYSTEMS.values()):
        choices.append((kind_anchor(kind), f"{label(kind)} ({len(systems)})"))
    return choices


class BoardForm(forms.Form):
    """Seven end positions (centres, and the elimination year of an eliminated power) and
    which kind of system to show."""

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
        self.fields["kind"] = forms.ChoiceField(
            label=_("Systems shown"), choices=kind_choices(), required=False
        )

    @classmethod
    def initial_from(cls, positions, kind: str) -> dict:
        initial = {"kind": kind}
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

    def shown_kinds(self, default: str) -> str:
        """The kind chosen (its anchor), ALL_KINDS, or ``default`` when none was."""
        return self.cleaned_data.get("kind") or default


def score_everywhere(positions, kind: str = ALL_KINDS) -> list[dict]:
    """The board's scores under every registered system of one kind (its anchor), or of
    every kind with ALL_KINDS, in catalogue order: kind by kind, registry order within a
    kind. A system that refuses the board gives its message instead of scores."""
    rows = []
    for group_kind, systems in systems_by_kind(SYSTEMS.values()):
        if kind not in (ALL_KINDS, kind_anchor(group_kind)):
            continue
        for system in systems:
            try:
                scores = system.score_game(positions)
                error = ""
            except ValueError as e:
                scores, error = [], str(e)
            rows.append(
                {
                    "slug": system.slug,
                    "name": system.name,
                    "kind": group_kind,
                    "scores": scores,
                    "total": sum(scores),
                    "error": error,
                }
            )
    return rows


def worked_examples(system) -> list[dict]:
    """The system's scores on the example boards."""
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
