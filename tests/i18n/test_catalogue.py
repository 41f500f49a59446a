"""The French catalogue: a committed .po with every message translated, and its compiled
.mo next to it (the site needs no gettext tools at run time), in step with the .po."""

import ast
import gettext
import re
from pathlib import Path

from django.conf import settings
from django.utils import translation

LOCALE = Path(settings.BASE_DIR) / "locale" / "fr" / "LC_MESSAGES"
PO = LOCALE / "django.po"
MO = LOCALE / "django.mo"


def po_entries(path: Path) -> list[dict]:
    """The entries of a .po file: flags, msgid, msgid_plural and msgstr(s)."""
    entries = []
    for block in re.split(r"\n\s*\n", path.read_text(encoding="utf-8")):
        entry = {"flags": "", "msgid": None, "msgid_plural": None, "msgstr": {}}
        key = None
        for line in block.splitlines():
            if line.startswith("#,"):
                entry["flags"] += line
                continue
            if line.startswith("#") or not line.strip():
                continue
            match = re.match(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?) (".*")$', line)
            if match:
                name, index, value = match.groups()
                value = ast.literal_eval(value)
                if name.startswith("msgstr"):
                    key = ("msgstr", int(index or 0))
                    entry["msgstr"][key[1]] = value
                else:
                    key = name
                    entry[name] = value
            elif line.startswith('"'):
                value = ast.literal_eval(line)
                if isinstance(key, tuple):
                    entry["msgstr"][key[1]] += value
                else:
                    entry[key] += value
        if entry["msgid"] is not None:
            entries.append(entry)
    return entries


def messages() -> list[dict]:
    return [e for e in po_entries(PO) if e["msgid"]]  # without the header


def test_the_catalogue_and_its_compiled_file_are_committed():
    assert PO.is_file()
    assert MO.is_file() and MO.stat().st_size > 0


def test_every_message_is_translated_and_none_is_fuzzy():
    entries = messages()
    assert len(entries) > 300
    fuzzy = [e["msgid"] for e in entries if "fuzzy" in e["flags"]]
    untranslated = [e["msgid"] for e in entries if not all(e["msgstr"].values())]
    assert fuzzy == []
    assert untranslated == []
    plurals = [e for e in entries if e["msgid_plural"]]
    assert plurals and all(sorted(e["msgstr"]) == [0, 1] for e in plurals)


def test_placeholders_survive_translation():
    for entry in messages():
        wanted = sorted(re.findall(r"%\(\w+\)s|%s|%%", entry["msgid"]))
        for text in entry["msgstr"].values():
            found = sorted(re.findall(r"%\(\w+\)s|%s|%%", text))
            if entry["msgid_plural"]:  # the singular may leave the number out
                assert set(found) <= set(wanted) | set(
                    re.findall(r"%\(\w+\)s", entry["msgid_plural"])
                ), entry["msgid"]
            else:
                assert found == wanted, entry["msgid"]


def test_the_compiled_file_matches_the_catalogue():
    with MO.open("rb") as f:
        compiled = gettext.GNUTranslations(f)
    for entry in messages():
        if entry["msgid_plural"]:
            assert compiled.ngettext(entry["msgid"], entry["msgid_plural"], 1) == entry["msgstr"][0]
            assert compiled.ngettext(entry["msgid"], entry["msgid_plural"], 2) == entry["msgstr"][1]
        else:
            assert compiled.gettext(entry["msgid"]) == entry["msgstr"][0], entry["msgid"]


def test_django_finds_the_french_catalogue():
    expected = {
        "Ratings": "Classements",
        "Tournaments": "Tournois",
        "Players": "Joueurs",
        "Circuits": "Circuits",
        "Scoring systems": "Systèmes de score",
        "Rank": "Rang",
        "First name": "Prénom",
        "Last name": "Nom",
        "Nat.": "Nat.",
        "Loc.": "Loc.",
        "Score": "Score",
        "Best countries": "Meilleurs pays",
        "Austria": "Autriche",
        "England": "Angleterre",
        "France": "France",
        "Germany": "Allemagne",
        "Italy": "Italie",
        "Russia": "Russie",
        "Turkey": "Turquie",
        "centres": "centres",
        "Draws": "Nulles",
        "Solos": "Solos",
    }
    with translation.override("fr"):
        assert {k: translation.gettext(k) for k in expected} == expected
        assert translation.ngettext("%(counter)s board", "%(counter)s boards", 2) == (
            "%(counter)s tables"
        )
    with translation.override("en"):
        assert translation.gettext("Ratings") == "Ratings"


def test_model_names_are_translated():
    from tournaments.models import Player, Tournament

    with translation.override("fr"):
        assert str(Tournament._meta.verbose_name_plural) == "tournois"
        assert str(Player._meta.verbose_name) == "joueur"
        assert str(Tournament._meta.get_field("end_date").verbose_name) == "date de fin"
        assert str(Tournament.Kind.LEAGUE.label) == "Ligue"


def test_every_engine_and_scoring_label_has_a_translation():
    """The engines and scoring systems are plain Python with English labels; the
    ``label`` template filter translates the ones it knows. A renamed table must be
    added there (and to the catalogue), or it would silently stay English."""
    from ratings.engines import ENGINES
    from tournaments.scoring import SYSTEMS
    from tournaments.templatetags.wdd import LABELS, label

    texts = {c.name for e in ENGINES.values() for c in e.categories}
    texts |= {c.description for e in ENGINES.values() for c in e.categories}
    texts |= {s.kind for s in SYSTEMS.values()}
    assert texts - LABELS == set()
    with translation.override("fr"):
        untranslated = sorted(
            t for t in texts if label(t) == t and t not in {"Gunboat", "International"}
        )
        assert untranslated == [], untranslated
        assert label("Overall") == "Général" and label("Center Count") == "Nombre de centres"
        assert label("Paris Open") == "Paris Open"  # data is never looked up
