"""Nothing turns autoescaping off: no template uses ``|safe``, ``|safeseq`` or
``{% autoescape off %}``, and no code marks strings safe, except the reviewed
places listed below.

HTML that the code builds goes through ``format_html`` / ``format_html_join``
or their faster twins in ``wdd/html_rows.py`` (which escape every argument),
and data for scripts through ``json_script``.
A new exception must be reviewed (it renders data without escaping it) and
then added to the allow-list with the reason. The rendering side (a player
named ``<script>`` shown as text everywhere) is tests/pages/test_escaping.py.
"""

import re
from pathlib import Path

from django.conf import settings

ROOT = Path(settings.BASE_DIR)
APPS = ["tournaments", "ratings", "wdd"]

# (path relative to the project, the exact line) -> why it is safe.
TEMPLATE_ALLOWED: dict[tuple[str, str], str] = {}
CODE_ALLOWED: dict[tuple[str, str], str] = {
    ("wdd/html_rows.py", "from django.utils.safestring import mark_safe"): (
        "format_rows / format_cell: format_html without its per-argument wrappers; "
        "every argument is escaped first (tests/security/test_fast_rows_escape_as_format_html.py)"
    ),
    ("wdd/html_rows.py", 'return mark_safe("".join([fmt(*map(_cell, row)) for row in rows]))'): (
        "format_rows: each cell escaped by _cell, as format_html_join does"
    ),
    ("wdd/html_rows.py", "return mark_safe(format_string.format(*map(_cell, args)))"): (
        "format_cell: each argument escaped by _cell, as format_html does"
    ),
}

UNSAFE_TEMPLATE = re.compile(
    r"\|\s*safe(seq)?\b|\{%-?\s*autoescape\s+off\b|\{%-?\s*filter\s+[^%]*\bsafe\b"
)
UNSAFE_CODE = re.compile(r"\bmark_safe\b|\bSafeString\b|\bSafeText\b|\bmark_for_escaping\b")


def template_files():
    dirs = [Path(d) for t in settings.TEMPLATES for d in t.get("DIRS", [])]
    dirs += [ROOT / app / "templates" for app in APPS]
    for directory in dirs:
        if directory.is_dir():
            yield from (p for p in directory.rglob("*") if p.is_file())


def code_files():
    for app in APPS:
        for path in (ROOT / app).rglob("*.py"):
            if "migrations" not in path.parts:
                yield path


def offences(paths, pattern, allowed):
    found = []
    for path in paths:
        text = path.read_text(errors="replace")
        for number, line in enumerate(text.splitlines(), start=1):
            if pattern.search(line):
                key = (str(path.relative_to(ROOT)), line.strip())
                if key not in allowed:
                    found.append(f"{key[0]}:{number}: {key[1]}")
    return found


def test_the_scan_sees_the_templates_and_the_code():
    templates = [str(p.relative_to(ROOT)) for p in template_files()]
    assert "templates/base.html" in templates and len(templates) > 10
    assert any(p.name == "views.py" for p in code_files())


def test_no_template_turns_escaping_off():
    assert not offences(template_files(), UNSAFE_TEMPLATE, TEMPLATE_ALLOWED)


def test_no_code_marks_strings_safe():
    assert not offences(code_files(), UNSAFE_CODE, CODE_ALLOWED)


def test_the_patterns_catch_what_they_are_for():
    for bad in (
        "{{ player.name|safe }}",
        "{{ names | safeseq }}",
        "{% autoescape off %}",
        "{%- autoescape off -%}",
        "{% filter upper|safe %}",
    ):
        assert UNSAFE_TEMPLATE.search(bad), bad
    for fine in ("{{ player.name }}", "{{ data|json_script:'d' }}", "{{ x|safe_join }}"):
        assert not UNSAFE_TEMPLATE.search(fine), fine
    assert UNSAFE_CODE.search("from django.utils.safestring import mark_safe")
    assert not UNSAFE_CODE.search("format_html('<b>{}</b>', name)")


def test_the_allow_lists_name_lines_that_still_exist():
    for (path, line), _reason in {**TEMPLATE_ALLOWED, **CODE_ALLOWED}.items():
        assert line in (ROOT / path).read_text(), f"{path}: stale allow-list entry {line!r}"
