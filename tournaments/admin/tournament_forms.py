"""The tournament and circuit forms: scoring choices from the registry, and a
circuit's tournaments picked from the circuit's side."""

from django import forms
from django.contrib.admin.widgets import FilteredSelectMultiple
from django.utils.translation import gettext_lazy as _

from ..models import Circuit, Tournament
from ..scoring import AGGREGATIONS, SYSTEMS


def scoring_system_choices():
    """[(slug, name), ...] from the scoring registry, in catalogue order."""
    return [(slug, str(system.name)) for slug, system in SYSTEMS.items()]


def aggregation_choices():
    """[(method, label), ...] from the scoring registry."""
    return [(method, str(label)) for method, label in AGGREGATIONS.items()]


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
        if field is None:
            return
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
