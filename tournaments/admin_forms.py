"""Forms and formsets behind the organizers' admin.

The admin is where organizers type results by hand, so the rules a board must
obey (one power per player, each power once, 0..34 centres, at most 34 on the
board, an eliminated player holds nothing) are checked here with messages an
organizer can act on, before the database constraints would refuse the row.
"""

import importlib
import json
from pathlib import PurePath

from django import forms
from django.conf import settings
from django.contrib.admin.widgets import FilteredSelectMultiple
from django.core.exceptions import ValidationError
from django.db import models
from django.forms.models import BaseInlineFormSet
from django.utils.html import format_html, format_html_join
from django.utils.translation import gettext_lazy as _
from django.utils.translation import ngettext

from .models import (
    POWERS,
    TOTAL_CENTRES,
    Circuit,
    Game,
    GameResult,
    Round,
    Standing,
    Tournament,
    Variant,
)

# --------------------------------------------------------------------------
# Choices from the scoring registry (written elsewhere; optional here)
# --------------------------------------------------------------------------


def _registry(name: str):
    """`tournaments.scoring.<name>`, or None while the registry is unavailable."""
    try:
        module = importlib.import_module("tournaments.scoring")
        registry = getattr(module, name)
        return dict(registry)
    except Exception:  # noqa: BLE001 - any failure means "no registry": use free text
        return None


def scoring_system_choices():
    """[(slug, name), ...] from the scoring registry, or None to keep free text."""
    systems = _registry("SYSTEMS")
    if systems is None:
        return None
    return [(slug, str(getattr(system, "name", slug))) for slug, system in systems.items()]


def aggregation_choices():
    """[(method, label), ...] from the scoring registry, or None to keep free text."""
    methods = _registry("AGGREGATIONS")
    if methods is None:
        return None
    return [(method, str(label)) for method, label in methods.items()]


def _with_current(choices, current, blank: bool):
    """Keep a stored value selectable even if the registry no longer lists it."""
    values = {value for value, _label in choices}
    result = list(choices)
    if current and current not in values:
        result.append((current, _("%(value)s (not a registered system)") % {"value": current}))
    if blank:
        result.insert(0, ("", "---------"))
    return result


class TournamentAdminForm(forms.ModelForm):
    class Meta:
        model = Tournament
        fields = [
            "key",
            "name",
            "start_date",
            "end_date",
            "city",
            "country",
            "world_championship",
            "kind",
            "event_kind",
            "rounds",
            "scoring_system",
            "aggregation",
            "aggregation_n",
            "director",
            "owner",
            "circuits",
        ]

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._use_registry(
            "scoring_system",
            scoring_system_choices(),
            blank=True,
            help_text=_("From the scoring systems the site knows."),
        )
        self._use_registry(
            "aggregation",
            aggregation_choices(),
            blank=False,
            help_text=_("system = the scoring system's own rule; best-n needs N."),
        )

    def _use_registry(self, name, choices, *, blank, help_text):
        field = self.fields.get(name)
        if field is None or choices is None:
            return  # no registry yet: the model's free-text field stays
        current = self.initial.get(name) or getattr(self.instance, name, "")
        self.fields[name] = forms.ChoiceField(
            label=field.label,
            choices=_with_current(choices, current, blank),
            required=field.required,
            initial=field.initial,
            help_text=help_text,
        )

    def clean(self):
        cleaned = super().clean()
        aggregation = cleaned.get("aggregation") or ""
        n = cleaned.get("aggregation_n")
        if aggregation.startswith("best") and not n:
            self.add_error(
                "aggregation_n",
                _("“%(method)s” counts a player's best N results: give N.")
                % {"method": aggregation},
            )
        return cleaned


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


class GameResultForm(RowForm):
    """One power's result, edited on its own (the rest of the board is in the database)."""

    board_total_from_db = True

    centres = forms.IntegerField(
        label=_("centres"), min_value=0, max_value=TOTAL_CENTRES, error_messages=CENTRES_MESSAGES
    )

    class Meta:
        model = GameResult
        fields = ["game", "player", "power", "centres", "eliminated_year"]
        widgets = {"power": PowerInput(attrs={"size": 10})}

    def clean_power(self):
        power = _canonical_power(self.cleaned_data.get("power", ""))
        if not power:
            raise ValidationError(_("Give the power this player played."))
        return power

    def clean(self):
        cleaned = super().clean()
        game = cleaned.get("game") or (self.instance.game if self.instance.game_id else None)
        centres = cleaned.get("centres")
        if self.board_total_from_db and game is not None and game.pk and centres is not None:
            others = (
                GameResult.objects.filter(game=game)
                .exclude(pk=self.instance.pk)
                .values_list("centres", flat=True)
            )
            total = sum(others) + centres
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
    """A row of a board's results; GameResultFormSet judges the board's total."""

    board_total_from_db = False
    rows_judged_together = True

    class Meta(GameResultForm.Meta):
        fields = ["player", "power", "centres", "eliminated_year"]


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
    """A board's results, judged together."""

    swap_fields = ("player", "power")

    def clean(self):
        if any(self.errors):
            return  # row errors first; the board as a whole is judged once rows are valid
        problems = []
        powers: dict[str, int] = {}
        players: dict[int, tuple] = {}
        total = 0
        classic = getattr(self.instance, "variant", Variant.CLASSIC) == Variant.CLASSIC
        for form in self.forms:
            if not getattr(form, "cleaned_data", None) or self._should_delete_form(form):
                continue
            power = form.cleaned_data.get("power") or ""
            player = form.cleaned_data.get("player")
            centres = form.cleaned_data.get("centres") or 0
            total += centres
            if power:
                powers[power.lower()] = powers.get(power.lower(), 0) + 1
                if powers[power.lower()] == 2:
                    problems.append(
                        _("%(power)s is played by more than one player on this board.")
                        % {"power": power}
                    )
                if classic and power not in POWERS:
                    problems.append(
                        _("“%(power)s” is not a power of the classic map (%(powers)s).")
                        % {"power": power, "powers": ", ".join(POWERS)}
                    )
            if player is not None:
                seen = players.setdefault(player.pk, (player, 0))
                players[player.pk] = (player, seen[1] + 1)
                if seen[1] + 1 == 2:
                    problems.append(
                        _(
                            "%(player)s appears more than once on this board: a player plays one "
                            "power."
                        )
                        % {"player": player}
                    )
        if total > TOTAL_CENTRES:
            problems.append(
                _("The centres on this board add up to %(total)s; a board has at most %(max)s.")
                % {"total": total, "max": TOTAL_CENTRES}
            )
        if problems:
            raise ValidationError(problems)
        super().clean()


# --------------------------------------------------------------------------
# Standings
# --------------------------------------------------------------------------

RANK_MESSAGES = {"min_value": _("Rank must be 1 or more (1 is the winner).")}


class StandingForm(RowForm):
    rank = forms.IntegerField(label=_("rank"), min_value=1, error_messages=RANK_MESSAGES)

    class Meta:
        model = Standing
        fields = ["tournament", "player", "rank", "score"]


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
        if problems:
            raise ValidationError(problems)
        super().clean()


# --------------------------------------------------------------------------
# Circuits: pick the tournaments from the circuit's side
# --------------------------------------------------------------------------


class CircuitAdminForm(forms.ModelForm):
    tournaments = forms.ModelMultipleChoiceField(
        label=_("tournaments"),
        queryset=Tournament.objects.all(),
        required=False,
        widget=FilteredSelectMultiple(_("tournaments"), is_stacked=False),
    )

    class Meta:
        model = Circuit
        fields = ["key", "name", "season", "best_of", "tournaments"]

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        if self.instance.pk:
            self.fields["tournaments"].initial = list(
                self.instance.tournaments.values_list("pk", flat=True)
            )

    def _save_m2m(self):
        super()._save_m2m()
        if "tournaments" in self.cleaned_data:
            self.instance.tournaments.set(self.cleaned_data["tournaments"])


# --------------------------------------------------------------------------
# Results upload
# --------------------------------------------------------------------------

ALLOWED_CONTENT_TYPES = {
    ".json": {"application/json", "text/json", "text/plain", "application/octet-stream", ""},
    ".csv": {
        "text/csv",
        "application/csv",
        "text/comma-separated-values",
        "text/x-csv",
        "application/vnd.ms-excel",
        "text/plain",
        "application/octet-stream",
        "",
    },
}


def max_upload_bytes() -> int:
    return int(getattr(settings, "MAX_IMPORT_UPLOAD_BYTES", 20 * 1024 * 1024))


class MultipleFileInput(forms.FileInput):
    allow_multiple_selected = True


class MultipleFileField(forms.FileField):
    def __init__(self, *args, **kwargs):
        kwargs.setdefault("widget", MultipleFileInput(attrs={"accept": ".json,.csv"}))
        super().__init__(*args, **kwargs)

    def clean(self, data, initial=None):
        single = super().clean
        if isinstance(data, list | tuple):
            if not data and self.required:
                raise ValidationError(self.error_messages["required"], code="required")
            return [single(item, initial) for item in data]
        return [single(data, initial)]


class ImportResultsForm(forms.Form):
    files = MultipleFileField(
        label=_("Files"),
        help_text=_("Results bundles (.json) and/or standings files (.csv)."),
    )
    tournament_key = forms.CharField(
        label=_("Tournament key"),
        max_length=64,
        required=False,
        help_text=_("Needed for CSV standings: the tournament whose standings the file replaces."),
    )

    def __init__(self, *args, user=None, **kwargs):
        self.user = user
        super().__init__(*args, **kwargs)

    def clean_files(self):
        files = self.cleaned_data["files"]
        limit = max_upload_bytes()
        problems = []
        total = 0
        for upload in files:
            name = upload.name or ""
            suffix = PurePath(name).suffix.lower()
            content_type = (getattr(upload, "content_type", "") or "").split(";")[0].strip().lower()
            total += upload.size or 0
            if suffix not in ALLOWED_CONTENT_TYPES:
                problems.append(
                    _("%(file)s: only .json bundles and .csv standings can be imported.")
                    % {"file": name}
                )
            elif content_type not in ALLOWED_CONTENT_TYPES[suffix]:
                problems.append(
                    _("%(file)s: the browser says this is %(type)s, not a %(ext)s file.")
                    % {"file": name, "type": content_type, "ext": suffix}
                )
            if (upload.size or 0) > limit:
                problems.append(
                    _("%(file)s is %(size)s bytes; the limit is %(limit)s bytes.")
                    % {"file": name, "size": upload.size, "limit": limit}
                )
        if total > limit and len(files) > 1 and not problems:
            problems.append(
                _("The files add up to %(size)s bytes; the limit is %(limit)s bytes.")
                % {"size": total, "limit": limit}
            )
        if problems:
            raise ValidationError(problems)
        return files

    def clean(self):
        cleaned = super().clean()
        files = cleaned.get("files") or []
        key = (cleaned.get("tournament_key") or "").strip()
        cleaned["tournament_key"] = key
        csv_files = [f for f in files if PurePath(f.name or "").suffix.lower() == ".csv"]
        if csv_files and not key:
            self.add_error(
                "tournament_key",
                ngettext(
                    "%(files)s is a CSV standings file: give the key of its tournament.",
                    "%(files)s are CSV standings files: give the key of their tournament.",
                    len(csv_files),
                )
                % {"files": ", ".join(f.name for f in csv_files)},
            )
        if files and not self.errors:
            self._payloads = [(f.name, self._read(f)) for f in files]
            self._check_ownership(key)
        return cleaned

    @staticmethod
    def _read(upload) -> bytes:
        upload.seek(0)
        return upload.read()

    def _check_ownership(self, csv_key: str) -> None:
        """An organizer may only import into tournaments that are theirs (or new),
        and no standalone games (they have no owner: administrators import them)."""
        user = self.user
        if user is None or user.is_superuser:
            return
        keys = set()
        with_games = []
        if csv_key and any(n.lower().endswith(".csv") for n, _raw in self._payloads):
            keys.add(csv_key)
        for name, raw in self._payloads:
            if not name.lower().endswith(".json"):
                continue
            try:
                data = json.loads(raw)
                keys.update(
                    t["key"]
                    for t in data.get("tournaments", [])
                    if isinstance(t, dict) and isinstance(t.get("key"), str)
                )
                if data.get("games"):
                    with_games.append(name)
            except (ValueError, TypeError, AttributeError):
                continue  # malformed: the import service names the problem
        if with_games:
            raise ValidationError(
                _(
                    "%(files)s: standalone (online) games are imported by an administrator; "
                    "remove the “games” list or ask one."
                )
                % {"files": ", ".join(with_games)}
            )
        others = sorted(
            Tournament.objects.filter(key__in=keys)
            .exclude(owner=user)
            .values_list("key", flat=True)
        )
        if others:
            raise ValidationError(
                _("You can only import results into your own tournaments; not yours: %(keys)s.")
                % {"keys": ", ".join(others)}
            )

    def payloads(self) -> list[tuple[str, bytes]]:
        return list(self._payloads)
