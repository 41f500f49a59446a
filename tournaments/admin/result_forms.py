"""Forms and formsets behind the organizers' admin.

The admin is where organizers type results by hand, so the rules a board must
obey (one power per player, each power once, 0..34 centres, at most 34 on the
board, an eliminated player holds nothing) are checked here with messages an
organizer can act on, before the database constraints would refuse the row.
A board result's optional centre chart is judged by the same rules as the
importers' (``tournaments.scoring.charts``), in the organizer's language.
The standings' forms are in ``standing_forms``; the rows both edit as one set
build on ``row_forms``.
"""

from types import SimpleNamespace

from django import forms
from django.core.exceptions import ValidationError
from django.utils.html import format_html, format_html_join
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from ..models import (
    POWERS,
    TOTAL_CENTRES,
    Game,
    GameResult,
    Round,
    Variant,
    variant_powers,
)
from ..scoring import charts
from .row_forms import RowForm, SwapSafeFormSet

# --------------------------------------------------------------------------
# Rounds, boards, online games
# --------------------------------------------------------------------------


class RoundForm(forms.ModelForm):
    number = forms.IntegerField(
        label=_("round"),
        min_value=1,
        error_messages={"min_value": _("Rounds are numbered from 1.")},
    )

    class Meta:
        model = Round
        fields = ["tournament", "number"]


class BoardForm(forms.ModelForm):
    """A tournament board; its date defaults to the tournament's end date."""

    number = forms.IntegerField(
        label=_("board"),
        min_value=1,
        error_messages={"min_value": _("Boards are numbered from 1.")},
    )

    class Meta:
        model = Game
        fields = [
            "round",
            "number",
            "variant",
            "press",
            "phase_minutes",
            "game_scoring",
            "end_date",
        ]
        help_texts = {"end_date": _("Leave empty to use the tournament's end date.")}

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        if "end_date" in self.fields:
            self.fields["end_date"].required = False
        if "round" in self.fields:
            self.fields["round"].required = True

    def clean(self):
        cleaned = super().clean()
        if "end_date" in self.fields and not cleaned.get("end_date"):
            round_ = cleaned.get("round")
            if round_ is None and self.instance.round_id:
                round_ = self.instance.round
            if round_ is not None:
                cleaned["end_date"] = round_.tournament.end_date
        return cleaned


class OnlineGameForm(forms.ModelForm):
    key = forms.CharField(
        label=_("key"), max_length=64, help_text=_("Stable external id, e.g. web-998877")
    )

    class Meta:
        model = Game
        fields = ["key", "variant", "press", "phase_minutes", "game_scoring", "end_date"]


class PowerInput(forms.TextInput):
    """Free text (variants have other powers) with the classic seven suggested."""

    def render(self, name, value, attrs=None, renderer=None):
        attrs = dict(attrs or {})
        list_id = f"{attrs.get('id') or name}_powers"
        attrs["list"] = list_id
        attrs.setdefault("autocomplete", "off")
        html = super().render(name, value, attrs, renderer)
        options = format_html_join("", '<option value="{}">', ((p,) for p in POWERS))
        return format_html('{}<datalist id="{}">{}</datalist>', html, list_id, options)


def _canonical_power(value: str) -> str:
    value = " ".join((value or "").split())
    for power in POWERS:
        if value.lower() == power.lower():
            return power
    return value


CENTRES_MESSAGES = {
    "min_value": _("Centres must be between 0 and %(total)s.") % {"total": TOTAL_CENTRES},
    "max_value": _("Centres must be between 0 and %(total)s.") % {"total": TOTAL_CENTRES},
}


class ChartField(forms.CharField):
    """The optional centre chart as an organizer types it ("4 5 5 6 7", commas and
    semicolons also do), cleaned to the stored text ("4,5,5,6,7")."""

    def __init__(self, **kwargs):
        kwargs.setdefault("required", False)
        kwargs.setdefault("max_length", 400)
        kwargs.setdefault(
            "widget",
            forms.TextInput(attrs={"size": 24, "placeholder": "4 5 5 6 7", "inputmode": "numeric"}),
        )
        super().__init__(**kwargs)

    def prepare_value(self, value):
        """The stored "4,5,5,6" shown as the organizer types it: "4 5 5 6"."""
        return " ".join(str(value or "").split(charts.SEPARATOR))

    def to_python(self, value):
        text = super().to_python(value)
        try:
            return charts.to_text(charts.parse_typed(text))
        except ValueError as e:
            raise ValidationError(
                _(
                    "Type the centres of each year as whole numbers separated by spaces, e.g. "
                    "4 5 5 6 7; “%(item)s” is not one."
                ),
                params={"item": str(e)[:20]},
            ) from None


def chart_message(problem: charts.ChartProblem, power: str | None = None) -> str:
    """A chart problem in the organizer's language, naming the power when it is one's."""
    text = gettext(problem.template) % problem.params
    if power is None or "power" in problem.params:  # the text names the power itself
        return text[:1].upper() + text[1:] + "."
    return gettext("%(power)s: %(problem)s.") % {"power": power, "problem": text}


def chart_row(power, centres, eliminated_year, chart_text) -> SimpleNamespace:
    """A row as tournaments.scoring.charts reads it."""
    return SimpleNamespace(
        power=power,
        centres=centres,
        eliminated_year=eliminated_year,
        centres_by_year=charts.from_text(chart_text or ""),
    )


class GameResultForm(RowForm):
    """One power's result, edited on its own (the rest of the board is in the database)."""

    board_total_from_db = True

    centres = forms.IntegerField(
        label=_("centres"), min_value=0, max_value=TOTAL_CENTRES, error_messages=CENTRES_MESSAGES
    )
    centres_by_year = ChartField(
        label=_("centres by year"),
        help_text=GameResult._meta.get_field("centres_by_year").help_text,
    )

    class Meta:
        model = GameResult
        fields = ["game", "player", "power", "centres", "eliminated_year", "centres_by_year"]
        widgets = {"power": PowerInput(attrs={"size": 10})}

    def clean_centres_by_year(self):
        text = self.cleaned_data.get("centres_by_year") or ""
        game = self.cleaned_data.get("game") or (
            self.instance.game if self.instance.game_id else None
        )
        if text and game is not None and game.round_id is None:
            raise ValidationError(_("A centre chart is kept for tournament boards only."))
        return text

    def clean_power(self):
        power = _canonical_power(self.cleaned_data.get("power", ""))
        if not power:
            raise ValidationError(_("Give the power this player played."))
        return power

    def clean(self):
        cleaned = super().clean()
        game = cleaned.get("game") or (self.instance.game if self.instance.game_id else None)
        centres = cleaned.get("centres")
        if centres is None:
            return cleaned
        chart_text = cleaned.get("centres_by_year")
        mine = chart_row(
            cleaned.get("power") or "", centres, cleaned.get("eliminated_year"), chart_text
        )
        problem = charts.position_problem(mine)
        if problem is not None:
            self.add_error("centres_by_year", chart_message(problem))
        if not (self.board_total_from_db and game is not None and game.pk):
            return cleaned
        others = [
            chart_row(*row)
            for row in GameResult.objects.filter(game=game)
            .exclude(pk=self.instance.pk)
            .values_list("power", "centres", "eliminated_year", "centres_by_year")
        ]
        found = charts.board_problem([*others, mine]) if problem is None else None
        if found is not None and chart_text is not None:
            row, problem = found
            self.add_error("centres_by_year", chart_message(problem, row.power if row else None))
        total = sum(r.centres for r in others) + centres
        if total > TOTAL_CENTRES:
            self.add_error(
                "centres",
                _(
                    "With this row the board's centres add up to %(total)s; a board has at "
                    "most %(max)s."
                )
                % {"total": total, "max": TOTAL_CENTRES},
            )
        return cleaned

    def validate_constraints(self):
        # Model.clean() already explains "an eliminated player has 0 centres";
        # don't repeat it as the database constraint's generic message.
        instance = self.instance
        if instance.eliminated_year is not None and instance.centres:
            return
        super().validate_constraints()


class GameResultInlineForm(GameResultForm):
    """A row of an online game's results; GameResultFormSet judges the game's total."""

    board_total_from_db = False
    rows_judged_together = True

    class Meta(GameResultForm.Meta):
        fields = ["player", "power", "centres", "eliminated_year"]


class BoardResultInlineForm(GameResultInlineForm):
    """A row of a tournament board's results, with its optional centre chart;
    GameResultFormSet judges the board's total and its charts together."""

    class Meta(GameResultForm.Meta):
        fields = ["player", "power", "centres", "eliminated_year", "centres_by_year"]


class GameResultFormSet(SwapSafeFormSet):
    """A board's results, judged together; each problem is shown next to the
    row and field it is about (the second row playing a power, the second
    row naming a player), and the board's total and centre charts above the
    rows."""

    swap_fields = ("player", "power")

    def clean(self):
        if any(self.errors):
            return  # row errors first; the board as a whole is judged once rows are valid
        powers: dict[str, str] = {}
        players: dict[int, object] = {}
        rows = []  # the rows' centre charts, on a tournament board's formset
        total = 0
        variant = getattr(self.instance, "variant", None) or Variant.CLASSIC
        powers_of_variant = variant_powers(variant)
        bad = False
        for form in self.forms:
            if not getattr(form, "cleaned_data", None) or self._should_delete_form(form):
                continue
            if not form.has_changed() and not form.instance.pk:
                continue
            power = form.cleaned_data.get("power") or ""
            player = form.cleaned_data.get("player")
            centres = form.cleaned_data.get("centres") or 0
            total += centres
            if "centres_by_year" in form.cleaned_data:
                rows.append(
                    chart_row(
                        power,
                        centres,
                        form.cleaned_data.get("eliminated_year"),
                        form.cleaned_data["centres_by_year"],
                    )
                )
            if power:
                if power.lower() in powers:
                    form.add_error(
                        "power",
                        _("%(power)s is played by more than one player on this board.")
                        % {"power": power},
                    )
                    bad = True
                powers[power.lower()] = power
                if powers_of_variant and power not in powers_of_variant:
                    form.add_error(
                        "power",
                        _("“%(power)s” is not a power of the %(map)s map (%(powers)s).")
                        % {
                            "power": power,
                            "map": Variant(variant).label.lower(),
                            "powers": ", ".join(powers_of_variant),
                        },
                    )
                    bad = True
            if player is not None:
                if player.pk in players:
                    form.add_error(
                        "player",
                        _(
                            "%(player)s appears more than once on this board: a player plays "
                            "one power."
                        )
                        % {"player": player},
                    )
                    bad = True
                players[player.pk] = player
        problems = []
        if total > TOTAL_CENTRES:
            problems.append(
                _("The centres on this board add up to %(total)s; a board has at most %(max)s.")
                % {"total": total, "max": TOTAL_CENTRES}
            )
        if not problems and not bad and rows:
            found = charts.board_problem(rows, require_all=True)
            if found is not None:
                row, problem = found
                problems.append(chart_message(problem, row.power if row else None))
        if problems:
            raise ValidationError(problems)
        if not bad:
            super().clean()
