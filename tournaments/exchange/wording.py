"""Import messages in the language of whoever reads them: the admin's (French
or English, set per request by LocaleMiddleware) or the commands' (English,
the interchange contract's wording).

Refusals and warnings are translated with gettext when they are built, so the
English text of a message is its msgid, character for character. Record labels
("tournament t1 round 2 board 3") are different: a reader builds one for every
record of a file but shows it only when something is wrong, and gettext costs
about twenty f-strings. So a record label is a :class:`Label`, an English
template and its values, translated only when a refusal or a warning shows it.
"""

from django.utils.translation import gettext, gettext_noop

from ..placements import Impossible
from ..scoring.charts import ChartProblem

__all__ = ["Label", "chart_problem", "join", "line", "rank_problem", "text"]


class Label:
    """A record label kept as an English template (a ``gettext_noop`` msgid) and its
    values, which may be labels too; ``str()`` translates it in the active language."""

    __slots__ = ("params", "template")

    def __init__(self, template: str, **params):
        self.template = template
        self.params = params

    def __str__(self) -> str:
        return gettext(self.template) % {k: str(v) for k, v in self.params.items()}

    def __repr__(self) -> str:
        return f"Label({self.template!r}, {self.params!r})"


def text(value) -> str:
    """A label, or a plain string, as the reader of the message sees it."""
    return str(value) if value else ""


def join(file, record, problem) -> str:
    """The parts that are given, as "file: record: problem" with the language's
    colon (" : " in French)."""
    parts = [t for t in map(text, (file, record, problem)) if t]
    if len(parts) == 3:
        return gettext("%(file)s: %(record)s: %(problem)s") % dict(
            zip(("file", "record", "problem"), parts, strict=True)
        )
    if len(parts) == 2:
        return gettext("%(first)s: %(second)s") % {"first": parts[0], "second": parts[1]}
    return "".join(parts)


def line(number) -> Label:
    """The commonest record of a CSV file."""
    return Label(gettext_noop("line %(line)s"), line=number)


def rank_problem(problem: Impossible) -> str:
    """An impossible placement (``tournaments.placements``) as an import states it."""
    return gettext(problem.template) % problem.params


def chart_problem(problem: ChartProblem) -> str:
    """A refused centre chart (``tournaments.scoring.charts``) as an import states it."""
    return gettext(problem.template) % problem.params
