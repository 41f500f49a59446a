"""Every message the import and the player tools mark for translation is in the French
catalogue: a refusal added without ``makemessages`` (and its French) fails here, where
the catalogue's own checks (every entry translated, none fuzzy) cannot see it."""

import ast
from pathlib import Path

from django.conf import settings

from .test_catalogue import messages

ROOT = Path(settings.BASE_DIR) / "tournaments"
MODULES = [
    *sorted((ROOT / "exchange").glob("*.py")),
    *sorted((ROOT / "importing").glob("*.py")),
    *sorted((ROOT / "players").glob("*.py")),
    ROOT / "placements.py",
    ROOT / "event_kinds.py",
    ROOT / "admin" / "upload.py",
    ROOT / "admin" / "merge.py",
]
MARKERS = {"_", "gettext", "gettext_lazy", "gettext_noop", "ngettext"}


def marked(path: Path) -> set[str]:
    """The literal msgids (and plurals) a module passes to gettext and its kin."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) in MARKERS:
            count = 2 if node.func.id == "ngettext" else 1
            for arg in node.args[:count]:
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    found.add(arg.value)
    return found


def test_every_marked_import_message_has_a_french_entry():
    catalogue = {e["msgid"] for e in messages()} | {
        e["msgid_plural"] for e in messages() if e["msgid_plural"]
    }
    wanted = {text: path.name for path in MODULES for text in marked(path)}
    assert len(wanted) > 150  # the scan sees the readers' refusals
    missing = sorted(f"{name}: {text}" for text, name in wanted.items() if text not in catalogue)
    assert missing == []
