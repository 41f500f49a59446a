"""The results upload: its form (file types, sizes, ownership of what is
imported) and the guard that refuses an oversized body before it is read."""

from pathlib import PurePath

from django import forms
from django.conf import settings
from django.core.exceptions import ValidationError
from django.http import HttpResponse
from django.utils.translation import gettext, ngettext
from django.utils.translation import gettext_lazy as _

from ..exchange.board_rows import PASTED_NAME
from ..exchange.errors import ImportFailed
from ..exchange.json_strict import loads_strict
from ..models import Tournament
from .common import admin_url

#: Most tournaments an import lands on as one filtered list (a longer list of
#: ids would make an address some servers refuse).
LISTED_AFTER_IMPORT = 100

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


MAX_PASTE = 200_000
#: tournaments the key box suggests: an organizer's own, an administrator's latest
KEY_SUGGESTIONS = 100
#: the id of the suggestions' <datalist>, which the key box names as its ``list``
KEY_LIST_ID = "tournament-keys"


class ImportResultsForm(forms.Form):
    files = MultipleFileField(
        label=_("Files"),
        required=False,
        help_text=_("Results bundles (.json) and/or standings files (.csv)."),
    )
    rows = forms.CharField(
        label=_("Or paste board rows"),
        required=False,
        max_length=MAX_PASTE,
        widget=forms.Textarea(attrs={"rows": 10, "cols": 80, "spellcheck": "false"}),
        help_text=_(
            "One row per power, as in a spreadsheet: round, board, power, player (key, or "
            "name as “First LAST”, with the homonym in brackets if needed), centres, "
            "elimination year. The rounds pasted get exactly these boards."
        ),
    )
    tournament_key = forms.CharField(
        label=_("Tournament key"),
        max_length=64,
        required=False,
        widget=forms.TextInput(attrs={"list": KEY_LIST_ID, "autocomplete": "off"}),
        help_text=_(
            "Needed for CSV standings, the WDD pair and pasted board rows: the tournament "
            "they are for."
        ),
    )

    def __init__(self, *args, user=None, **kwargs):
        self.user = user
        super().__init__(*args, **kwargs)

    def key_suggestions(self) -> list[tuple[str, str]]:
        """(key, name) of the tournaments the key box offers, newest first: an
        organizer's own (they may import into no other), an administrator's
        latest ``KEY_SUGGESTIONS`` (a typed key still reaches any other), so
        that nobody has to copy a key from another page."""
        if self.user is None:
            return []
        tournaments = Tournament.objects.order_by("-end_date", "key")
        if not self.user.is_superuser:
            tournaments = tournaments.filter(owner=self.user)
        return list(tournaments.values_list("key", "name")[:KEY_SUGGESTIONS])

    def clean_files(self):
        files = [f for f in self.cleaned_data["files"] if f]
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
        rows = (cleaned.get("rows") or "").strip()
        if not files and not rows and "files" not in self.errors:
            self.add_error("files", _("Choose a file to import, or paste board rows."))
        if rows and not key:
            self.add_error(
                "tournament_key", _("Pasted board rows need the key of their tournament.")
            )
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
        if (files or rows) and not self.errors:
            self._payloads = [(f.name, self._read(f)) for f in files]
            if rows:
                self._payloads.append((PASTED_NAME, rows.encode("utf-8")))
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
                data = loads_strict(raw, name)
                keys.update(
                    t["key"]
                    for t in data.get("tournaments", [])
                    if isinstance(t, dict) and isinstance(t.get("key"), str)
                )
                if data.get("games"):
                    with_games.append(name)
            except (ImportFailed, TypeError, AttributeError):
                continue  # malformed: the import service refuses it in one line
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


def refuse_oversized_upload(request):
    """Refuse an upload far over the limit before its body is read (413)."""
    if request.method != "POST":
        return None
    try:
        length = int(request.META.get("CONTENT_LENGTH") or 0)
    except ValueError:
        length = 0
    limit = max_upload_bytes()
    # Multipart framing and the other fields add a little; the form checks
    # each file's exact size.
    if length > limit + 64 * 1024:
        return HttpResponse(
            gettext("Upload refused: %(size)s bytes; the limit is %(limit)s bytes.")
            % {"size": length, "limit": limit}
            + "\n",
            status=413,
            content_type="text/plain; charset=utf-8",
        )
    return None


KIND_LABELS = {
    "players": _("Players"),
    "tournaments": _("Tournaments"),
    "boards": _("Boards"),
    "standings": _("Standings"),
    "games": _("Online games"),
}


def preview_rows(preview) -> list[dict]:
    """The preview's table: a row a kind the import touches, labels translated."""
    return [
        {"label": label, **preview.counts[kind]}
        for kind, label in KIND_LABELS.items()
        if any(preview.counts.get(kind, {}).values())
    ]


STAT_LABELS = {
    "players created": _("players created"),
    "players updated": _("players updated"),
    "circuits": _("circuits"),
    "tournaments": _("tournaments"),
    "boards": _("boards"),
    "results": _("results"),
    "results updated": _("results updated"),
    "standings": _("standings"),
    "games": _("online games"),
}


def imported_message(report) -> str:
    """The import's summary in the organizer's language."""
    counts = ", ".join(
        f"{n} {STAT_LABELS.get(name, name)}" for name, n in report.stats.items() if n
    )
    return _("Imported %(files)s: %(counts)s.") % {
        "files": ", ".join(report.files),
        "counts": counts or _("nothing to change"),
    }


def imported_url(report) -> str:
    """Where the organizer lands after an import: the tournament they imported
    into (its rounds, boards and publishing are there), the list of the ones a
    bundle touched, or the whole list when it touched none (players or online
    games only) or too many to name."""
    ids = sorted(set(report.tournament_ids))
    if len(ids) == 1:
        return admin_url("tournament_change", ids[0])
    if 1 < len(ids) <= LISTED_AFTER_IMPORT:
        return admin_url("tournament_changelist", query="id__in=" + ",".join(map(str, ids)))
    return admin_url("tournament_changelist")
