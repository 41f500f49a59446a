"""The README's scoring-systems table lists every registered system, with its name, kind and
one-line rule as the system defines them (so a new or renamed system fails here until the
README says so)."""

import re
from pathlib import Path

from django.conf import settings

from tournaments.scoring import SYSTEMS

README = Path(settings.BASE_DIR) / "README.md"


def table_rows() -> dict[str, tuple[str, str, str]]:
    """slug -> (name, kind, rule) from the README's "| slug | system | kind | one-line rule |"
    table."""
    text = README.read_text(encoding="utf-8")
    table = text.split("| slug | system | kind | one-line rule |")[1].split("\n\n")[0]
    rows = {}
    for line in table.splitlines()[2:]:
        cells = [c.strip() for c in re.split(r"(?<!\\)\|", line)[1:-1]]
        slug = cells[0].strip("`")
        rows[slug] = (cells[1], cells[2], cells[3].replace("\\|", "|"))
    return rows


def test_the_readme_lists_every_system_once():
    assert sorted(table_rows()) == sorted(SYSTEMS)


def test_each_row_gives_the_system_s_own_name_kind_and_rule():
    for slug, (name, kind, rule) in table_rows().items():
        system = SYSTEMS[slug]
        assert (name, kind, rule) == (system.name, system.kind, system.summary), slug


def test_the_readme_states_how_many_systems_are_computed():
    assert f"Every system below is computed\n({len(SYSTEMS)}, by kind" in README.read_text()
