"""Event kinds as data: what sort of event a tournament is (WDC, EDC, national cup, ...).

One table, read by the importers (which refuse unknown kinds), the model field's
choices and the list filters. A world championship is exactly the WDC kind:
`reconcile()` keeps `Tournament.world_championship` and `event_kind` in step.

Codes follow the World Diplomacy Reference's `tournament_kind` labels, which
may carry a star rating ("CUP ☆☆☆"): `normalise()` drops the stars.
"""

from dataclasses import dataclass

from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _


@dataclass(frozen=True)
class EventKind:
    code: str
    label: str
    description: str


WORLD_CHAMPIONSHIP = "WDC"

KINDS: tuple[EventKind, ...] = (
    EventKind(
        "WDC",
        _("World championship"),
        _("World DipCon: the world championship of face-to-face Diplomacy."),
    ),
    EventKind("EDC", _("European championship"), _("EuroDipCon, the European championship.")),
    EventKind(
        "DIPCON", _("North American championship"), _("DipCon, the North American championship.")
    ),
    EventKind(
        "APAC",
        _("Asia-Pacific championship"),
        _("The Asia-Pacific championship (including the Australian/New Zealand DipCon)."),
    ),
    EventKind("NDC", _("National championship"), _("A country's national championship.")),
    EventKind("MASTERS", _("Masters"), _("An invitational event for the best-ranked players.")),
    EventKind("CUP", _("Cup"), _("A tournament counting towards an international cup or circuit.")),
    EventKind(
        "NCUP", _("National cup"), _("A tournament counting towards a country's own cup series.")
    ),
    EventKind("OPEN", _("Open tournament"), _("An open tournament outside any series.")),
    EventKind(
        "LEAGUE", _("League"), _("A league played over several months rather than one weekend.")
    ),
    EventKind("TEAM", _("Team tournament"), _("A tournament ranking teams as well as players.")),
    EventKind(
        "ONLINE",
        _("Online tournament"),
        _("A tournament played online (live or with long deadlines)."),
    ),
)

BY_CODE: dict[str, EventKind] = {k.code: k for k in KINDS}

#: (code, label) pairs for model choices and list filters
EVENT_KINDS: list[tuple[str, str]] = [(k.code, k.label) for k in KINDS]

_STARS = "☆★*✩✪✫✬✭✮✯✰"


def normalise(value: str) -> str:
    """Upper-case code without star ratings or spaces around: "Cup ☆☆☆" -> "CUP"."""
    return value.strip().strip(_STARS).strip().upper()


def is_known(code: str) -> bool:
    return code in BY_CODE


def unknown_message(code: str) -> str:
    """An import's refusal of an unknown kind, in the active language."""
    return gettext("event_kind %(kind)s is not one of %(kinds)s") % {
        "kind": repr(code[:40]),
        "kinds": ", ".join(BY_CODE),
    }


def reconcile(event_kind: str, world_championship: bool, *, explicit: bool) -> tuple[str, bool]:
    """The (kind, world championship) pair with WDC <-> world championship kept in step.

    `explicit` says whether world_championship was given (not just defaulted).
    Raises ValueError for a contradiction (a world championship of another kind,
    or kind WDC explicitly said not to be a world championship), worded in the
    active language (an import shows it as it is).
    """
    if world_championship and not event_kind:
        return WORLD_CHAMPIONSHIP, True
    if event_kind == WORLD_CHAMPIONSHIP:
        if explicit and not world_championship:
            raise ValueError(
                gettext("event_kind WDC is the world championship, but world_championship is false")
            )
        return event_kind, True
    if world_championship:
        raise ValueError(
            gettext(
                "world_championship is true but event_kind is %(kind)s: "
                "a world championship is the WDC kind"
            )
            % {"kind": repr(event_kind)}
        )
    return event_kind, False
