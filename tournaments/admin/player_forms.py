"""The player form: a new player whose name is already taken (up to accents
and case) is saved only once the organizer confirms it is another person and
gives a homonym number; keys are the superuser's (an organizer's new player
gets a generated key when none is given, and a key never changes after)."""

import uuid

from django import forms
from django.core.exceptions import ValidationError
from django.utils.translation import gettext_lazy as _

from ..models import Player
from ..players.rights import same_name_players


def generated_key() -> str:
    return f"p-{uuid.uuid4().hex[:12]}"


def describe(player: Player, last_event: str | None = None) -> str:
    """ "Xavier MARTIN (2) · FR · last: Paris Open" for choices and messages."""
    parts = [str(player)]
    if player.nationality:
        parts.append(player.nationality.code)
    if last_event:
        parts.append(_("last: %(event)s") % {"event": last_event})
    return " · ".join(str(p) for p in parts)


class PlayerAdminForm(forms.ModelForm):
    another_person = forms.BooleanField(
        label=_("Another person of the same name"),
        required=False,
        help_text=_(
            "Tick it when a player of this name already exists and this is someone else; "
            "then give a homonym number."
        ),
    )

    class Meta:
        model = Player
        fields = ["key", "first_name", "last_name", "homonym", "nationality", "location"]

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        key = self.fields.get("key")
        if key is not None and self.instance.pk is None:
            key.required = False
            key.help_text = _("Stable external id; leave empty to have one made up.")

    def clean_key(self):
        return (self.cleaned_data.get("key") or "").strip() or generated_key()

    def clean(self):
        cleaned = super().clean()
        first, last = cleaned.get("first_name"), cleaned.get("last_name")
        if self.instance.pk is not None or not last or "first_name" not in self.fields:
            return cleaned
        same = same_name_players(first or "", last)
        if not same:
            return cleaned
        names = "; ".join(describe(p) for p in same)
        homonym = cleaned.get("homonym")
        taken = sorted({p.homonym or 1 for p in same})
        free = next(n for n in range(2, len(taken) + 3) if n not in taken)
        if not cleaned.get("another_person"):
            raise ValidationError(
                _(
                    "A player of this name already exists: %(players)s. Pick that player "
                    "instead, or tick “Another person of the same name” and give a homonym "
                    "number (%(free)s is free)."
                )
                % {"players": names, "free": free}
            )
        if not homonym:
            self.add_error(
                "homonym",
                _("Give this player a homonym number (%(free)s is free).") % {"free": free},
            )
        elif homonym in taken:
            self.add_error(
                "homonym",
                _("%(n)s is taken by another player of this name; %(free)s is free.")
                % {"n": homonym, "free": free},
            )
        return cleaned
