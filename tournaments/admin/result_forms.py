"""Forms and formsets behind the organizers' admin.

The admin is where organizers type results by hand, so the rules a board must
obey (one power per player, each power once, 0..34 centres, at most 34 on the
board, an eliminated player holds nothing) are checked here with messages an
organizer can act on, before the database constraints would refuse the row.
A board result's optional centre chart is judged by the same rules as the
importers' (``tournaments.scoring.charts``), in the organizer's language.
A tournament's standings must be a possible classification (no rank above the
players classified, ties that add up): the same check as the imports,
``tournaments.placements``.
"""

from types import SimpleNamespace

from django import forms
from django.core.exceptions import ValidationError
from django.db import models
from django.forms.models import BaseInlineFormSet
from django.utils.html import format_html, format_html_join
from django.utils.translation import gettext, ngettext
from django.utils.translation import gettext_lazy as _

from ..models import (
    POWERS,
    TOTAL_CENTRES,
    Game,
    GameResult,
    Round,
    Standing,
    Variant,
    variant_powers,
)
from ..placements import impossible_ranks
from ..scoring import charts

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


class RowForm(forms.ModelForm):
    """A form for one row; as an inline row of a formset that always shows
    every row of its parent (a board's results, a tournament's standings),
    uniqueness is judged among the rows by the formset (with a clear message,
    knowing which rows are deleted or swapped), not row by row against what
    the database held before this edit."""

    rows_judged_together = False

    def validate_unique(self):
        if not self.rows_judged_together:
            super().validate_unique()

    def validate_constraints(self):
        exclude = self._get_validation_exclusions()
        if self.rows_judged_together:
            for constraint in self._meta.model._meta.constraints:
                if isinstance(constraint, models.UniqueConstraint):
                    exclude.update(constraint.fields)
        try:
            self.instance.validate_constraints(exclude=exclude)
        except ValidationError as e:
            self._update_errors(e)


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


class SwapSafeFormSet(BaseInlineFormSet):
    """Saves rows whose unique fields moved between them (two players swapping
    powers, two standings swapping players) without tripping the database's
    unique constraints halfway.

    When any row's `swap_fields` changed, every changed or deleted row is
    removed first and the changed ones are written back under their own ids:
    no intermediate state then holds a duplicate, and the board-total trigger
    (on insert) only ever sees a subset of the final board.
    """

    swap_fields: tuple[str, ...] = ()

    def save(self, commit=True):
        if commit:
            keep = [f for f in self.initial_forms if f.instance.pk]
            moving = [
                f
                for f in keep
                if not self._should_delete_form(f) and set(self.swap_fields) & set(f.changed_data)
            ]
            if moving:
                touched = [
                    f.instance.pk for f in keep if self._should_delete_form(f) or f.has_changed()
                ]
                self.model._base_manager.filter(pk__in=touched).delete()
        return super().save(commit)


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


# --------------------------------------------------------------------------
# Standings
# --------------------------------------------------------------------------

RANK_MESSAGES = {"min_value": _("Rank must be 1 or more (1 is the winner).")}


def placement_errors(rows) -> list[str]:
    """``tournaments.placements``' problems with ``[(player, rank), ...]``, worded
    for the organizer (the player's name, in their language)."""
    messages = []
    for problem in impossible_ranks(rows):
        values = {"player": problem.key, "rank": problem.rank, "ahead": problem.ahead}
        if problem.kind == "above-n":
            messages.append(
                ngettext(
                    "%(player)s: rank %(rank)s, but only %(players)s player is classified.",
                    "%(player)s: rank %(rank)s, but only %(players)s players are classified.",
                    problem.players,
                )
                % {**values, "players": problem.players}
            )
        elif problem.kind == "tie":
            messages.append(
                _(
                    "%(player)s: rank %(rank)s, but %(ahead)s players rank ahead (tied players "
                    "share a rank and the next rank skips their places: 1, 1, 3)."
                )
                % values
            )
        else:
            messages.append(_("%(player)s: rank %(rank)s must be 1 or more.") % values)
    return messages


class StandingForm(RowForm):
    """One standing on its own page: judged with the tournament's other
    standings (in the database) as the classification it makes."""

    rank = forms.IntegerField(label=_("rank"), min_value=1, error_messages=RANK_MESSAGES)

    class Meta:
        model = Standing
        fields = ["tournament", "player", "rank", "score"]

    def clean(self):
        cleaned = super().clean()
        if self.rows_judged_together:
            return cleaned
        tournament, player, rank = (cleaned.get(k) for k in ("tournament", "player", "rank"))
        if tournament is None or player is None or rank is None:
            return cleaned
        others = [
            (s.player, s.rank)
            for s in Standing.objects.filter(tournament=tournament)
            .exclude(pk=self.instance.pk)
            .select_related("player")
        ]
        after = placement_errors([*others, (player, rank)])
        if after:
            before = others
            if self.instance.pk and self.instance.tournament_id == tournament.pk:
                before = [*others, (self.instance.player, self.instance.rank)]
            mine = impossible_ranks([*others, (player, rank)])
            # Refuse what this edit breaks; an older problem elsewhere is not this row's.
            if not impossible_ranks(before) or any(p.key == player for p in mine):
                raise ValidationError(after)
        return cleaned


class StandingInlineForm(StandingForm):
    rows_judged_together = True

    class Meta(StandingForm.Meta):
        fields = ["player", "rank", "score"]


class StandingFormSet(SwapSafeFormSet):
    swap_fields = ("player",)

    def clean(self):
        if any(self.errors):
            return
        seen = set()
        problems = []
        ranks = []
        for form in self.forms:
            if not getattr(form, "cleaned_data", None) or self._should_delete_form(form):
                continue
            player = form.cleaned_data.get("player")
            if player is None:
                continue
            if player.pk in seen:
                problems.append(
                    _("%(player)s is listed more than once in the standings.") % {"player": player}
                )
            seen.add(player.pk)
            ranks.append((player, form.cleaned_data.get("rank")))
        if not problems:
            problems = placement_errors(ranks)
        if problems:
            raise ValidationError(problems)
        super().clean()
