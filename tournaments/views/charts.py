"""Server-side SVG line chart of a rating history: a pure function, no JS, no library.

``rating_chart(points)`` turns monthly ``(month, rating)`` points into the
geometry of a small chart (an SVG path, the dots, axis ticks with labels);
the template ``tournaments/includes/rating_chart.html`` draws it.
``event_chart(points)`` does the same with a point per event or game (the
history page of a player in one table), the peak marked, drawn by
``tournaments/includes/event_chart.html``. Every value the templates write
into the SVG is a number or a label made here from numbers.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date


@dataclass(frozen=True, slots=True)
class Dot:
    x: float
    y: float
    month: date
    rating: float


@dataclass(frozen=True, slots=True)
class Tick:
    at: float  # x or y in chart coordinates
    label: str


@dataclass
class Chart:
    width: int
    height: int
    left: float
    right: float
    top: float
    bottom: float
    path: str
    area: str
    dots: list[Dot] = field(default_factory=list)
    y_ticks: list[Tick] = field(default_factory=list)
    x_ticks: list[Tick] = field(default_factory=list)
    low: float = 0.0
    high: float = 0.0
    first: date | None = None
    last: date | None = None


def nice_step(span: float, target: int = 4) -> float:
    """A 1-2-5 step that cuts ``span`` into about ``target`` intervals."""
    if span <= 0:
        return 1.0
    raw = span / target
    power = 10 ** math.floor(math.log10(raw))
    for m in (1, 2, 2.5, 5, 10):
        if raw <= m * power:
            return m * power
    return 10 * power


def _label(value: float, step: float) -> str:
    decimals = 0 if step >= 1 else min(3, max(0, -math.floor(math.log10(step))))
    return f"{value:.{decimals}f}"


def _month_index(d: date) -> int:
    return d.year * 12 + d.month - 1


def rating_chart(
    points: Sequence[tuple[date, float]],
    *,
    width: int = 640,
    height: int = 220,
    margin: tuple[int, int, int, int] = (12, 14, 26, 44),  # top, right, bottom, left
) -> Chart | None:
    """The chart of ``points`` (any order); None when there is nothing to draw."""
    pts = sorted((d, float(r)) for d, r in points if r is not None and math.isfinite(float(r)))
    if not pts:
        return None
    top, right_m, bottom_m, left = margin
    right = width - right_m
    bottom = height - bottom_m

    values = [r for _, r in pts]
    low, high = min(values), max(values)
    if high - low < 1e-9:
        low, high = low - 1, high + 1
    step = nice_step(high - low)
    y0 = math.floor(low / step) * step
    y1 = math.ceil(high / step) * step

    m0 = _month_index(pts[0][0])
    m1 = _month_index(pts[-1][0])
    if m1 == m0:
        m0, m1 = m0 - 1, m1 + 1

    def sx(d: date) -> float:
        return round(left + (_month_index(d) - m0) / (m1 - m0) * (right - left), 1)

    def sy(r: float) -> float:
        return round(bottom - (r - y0) / (y1 - y0) * (bottom - top), 1)

    dots = [Dot(sx(d), sy(r), d, r) for d, r in pts]
    # A step line: a rating holds until the next month that changes it.
    segments = [f"M{dots[0].x} {dots[0].y}"]
    for prev, dot in zip(dots, dots[1:], strict=False):
        segments.append(f"H{dot.x}" if prev.y == dot.y else f"H{dot.x}V{dot.y}")
    path = "".join(segments)
    area = f"{path}V{bottom}H{dots[0].x}Z"

    y_ticks = []
    v = y0
    while v <= y1 + step / 2:
        y_ticks.append(Tick(sy(v), _label(v, step)))
        v += step

    first_year = (m0 + 11) // 12  # the first January inside the range
    last_year = m1 // 12
    years = list(range(first_year, last_year + 1))
    every = max(1, math.ceil(len(years) / 8))
    x_ticks = (
        [Tick(sx(date(y, 1, 1)), str(y)) for y in years if (y - years[0]) % every == 0]
        if years
        else []
    )
    if not x_ticks:
        x_ticks = [Tick(dots[0].x, pts[0][0].strftime("%Y-%m"))]

    return Chart(
        width=width,
        height=height,
        left=left,
        right=right,
        top=top,
        bottom=bottom,
        path=path,
        area=area,
        dots=dots,
        y_ticks=y_ticks,
        x_ticks=x_ticks,
        low=min(values),
        high=max(values),
        first=pts[0][0],
        last=pts[-1][0],
    )


@dataclass(frozen=True, slots=True)
class EventDot:
    x: float
    y: float
    day: date
    rating: float


@dataclass
class EventChart:
    """A rating after every event or game: the step line through them, a dot
    each (up to ``MAX_DOTS``; the line alone beyond), the peak and the last."""

    width: int
    height: int
    left: float
    right: float
    top: float
    bottom: float
    path: str
    area: str
    dots: list[EventDot]
    peak: EventDot
    last: EventDot
    y_ticks: list[Tick]
    x_ticks: list[Tick]
    low: float
    high: float
    first_day: date
    last_day: date
    points: int


MAX_DOTS = 300


def event_chart(
    points: Sequence[tuple[date, float]],
    *,
    width: int = 640,
    height: int = 220,
    margin: tuple[int, int, int, int] = (18, 14, 26, 44),
) -> EventChart | None:
    """The chart of ``points`` (date, rating after), in the order rated; x is
    the date (events of one day stack up), the peak is the first highest."""
    pts = [(d, float(r)) for d, r in points if r is not None and math.isfinite(float(r))]
    if not pts:
        return None
    top, right_m, bottom_m, left = margin
    right, bottom = width - right_m, height - bottom_m
    values = [r for _, r in pts]
    low, high = min(values), max(values)
    if high - low < 1e-9:
        low, high = low - 1, high + 1
    step = nice_step(high - low)
    y0, y1 = math.floor(low / step) * step, math.ceil(high / step) * step
    d0, d1 = pts[0][0].toordinal(), pts[-1][0].toordinal()
    if d1 == d0:
        d0, d1 = d0 - 15, d1 + 15

    def sx(d: date) -> float:
        return round(left + (d.toordinal() - d0) / (d1 - d0) * (right - left), 1)

    def sy(r: float) -> float:
        return round(bottom - (r - y0) / (y1 - y0) * (bottom - top), 1)

    dots = [EventDot(sx(d), sy(r), d, r) for d, r in pts]
    segments = [f"M{dots[0].x} {dots[0].y}"]
    for prev, dot in zip(dots, dots[1:], strict=False):
        if dot.x != prev.x:
            segments.append(f"H{dot.x}")
        if dot.y != prev.y:
            segments.append(f"V{dot.y}")
    path = "".join(segments)
    y_ticks = []
    v = y0
    while v <= y1 + step / 2:
        y_ticks.append(Tick(sy(v), _label(v, step)))
        v += step
    first_year, last_year = date.fromordinal(d0).year + 1, date.fromordinal(d1).year
    years = list(range(first_year, last_year + 1))
    every = max(1, math.ceil(len(years) / 8))
    x_ticks = [Tick(sx(date(y, 1, 1)), str(y)) for y in years if (y - years[0]) % every == 0]
    if not x_ticks:
        x_ticks = [Tick(dots[0].x, str(pts[0][0].year))]
    peak = max(dots, key=lambda dot: dot.rating)
    return EventChart(
        width=width,
        height=height,
        left=left,
        right=right,
        top=top,
        bottom=bottom,
        path=path,
        area=f"{path}V{bottom}H{dots[0].x}Z",
        dots=dots if len(dots) <= MAX_DOTS else [],
        peak=peak,
        last=dots[-1],
        y_ticks=y_ticks,
        x_ticks=x_ticks,
        low=min(values),
        high=max(values),
        first_day=pts[0][0],
        last_day=pts[-1][0],
        points=len(dots),
    )
