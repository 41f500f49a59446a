"""The tournament page's reads, a page at a time: its cost does not grow
with the event (the largest has 89 boards and ~600 players).

* the tournament with what the page sums (players, published and computed
  lines, whether they differ, boards) read in the same query
  (``tournament_for_page``);
* one page of the standings (``STANDINGS_PER_PAGE`` lines, in the order of
  ``tournaments.tournament_standings``: the published placements by rank,
  then the players only the computed standings place), each published line
  with its computed columns read in the same query (``standings_page``);
* the rounds and their board counts, for the round switcher (``round_list``);
  the boards of one round are ``tournaments.tournament_boards(..., round_number)``.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from django.core.paginator import Page, Paginator
from django.db.models import Count, Exists, OuterRef, Subquery
from django.db.models.functions import Coalesce

from ..models import ComputedStanding, Game, Standing, Tournament
from ..scoring import SYSTEMS
from .common import board_count, count_in
from .refs import PLAYER_REF_THROUGH, player_ref
from .tournaments import ComputedLine, PublishedLine, StandingLine, Standings

#: standings lines a page, as the leaderboards
STANDINGS_PER_PAGE = 50
#: the computed columns a published line shows beside its own
COMPUTED_COLUMNS = tuple(f.name for f in fields(ComputedLine))  # in ComputedLine's order


def _count(queryset) -> Coalesce:
    """COUNT of ``queryset`` (rows of one tournament: ``tournament=OuterRef("pk")``)."""
    return Coalesce(count_in(queryset), 0)


def _same_player(model, **extra):
    return model.objects.filter(
        tournament=OuterRef("tournament"), player=OuterRef("player"), **extra
    )


def tournament_for_page():
    """Tournaments annotated with what their page sums, one query for one:
    ``n_published``, ``n_scored`` (published lines with a score),
    ``n_computed``, ``n_computed_only`` (computed lines of players the
    published standings do not place), ``n_mismatched`` (published lines
    without a computed line of the same rank) and ``n_boards``."""
    here = {"tournament": OuterRef("pk")}
    return Tournament.objects.annotate(
        n_published=_count(Standing.objects.filter(**here)),
        n_scored=_count(Standing.objects.filter(**here, score__isnull=False)),
        n_computed=_count(ComputedStanding.objects.filter(**here)),
        n_computed_only=_count(
            ComputedStanding.objects.filter(**here).filter(~Exists(_same_player(Standing)))
        ),
        n_mismatched=_count(
            Standing.objects.filter(**here).filter(
                ~Exists(_same_player(ComputedStanding, rank=OuterRef("rank")))
            )
        ),
        n_boards=board_count(),
    )


@dataclass
class StandingsPage(Standings):
    """A page of the standings, with the sums of all of them."""

    count: int = 0  # lines in all
    classified: int = 0  # N: the published placements, else every line
    mismatched: bool = False
    page: Page | None = None

    @property
    def differ(self) -> bool:
        return self.has_published and self.has_computed and self.mismatched

    @property
    def players(self) -> int:
        return self.classified


def standings_page(tournament: Tournament, number=None) -> StandingsPage:
    """Page ``number`` of the standings (a bad or too-large number gives the
    nearest page) of a tournament read with ``tournament_for_page``: one query
    (two on the page where the published lines end and computed-only ones begin).
    Each line is read as values (``PlayerRef``, ``PublishedLine``,
    ``ComputedLine``): three model instances a line cost more than the query."""
    published, computed = tournament.n_published, tournament.n_computed
    count = published + tournament.n_computed_only
    page = Paginator(range(count), STANDINGS_PER_PAGE).get_page(number)
    start, stop = (page.number - 1) * STANDINGS_PER_PAGE, page.number * STANDINGS_PER_PAGE
    lines: list[StandingLine] = []
    players = len(PLAYER_REF_THROUGH)
    if start < published:
        rows = Standing.objects.filter(tournament=tournament)
        extra = ()
        if computed:
            mine = _same_player(ComputedStanding).order_by()  # one row: no join to sort it
            extra = tuple(f"c_{f}" for f in COMPUTED_COLUMNS)
            rows = rows.annotate(
                **{f"c_{f}": Subquery(mine.values(f)[:1]) for f in COMPUTED_COLUMNS}
            )
        rows = rows.order_by("rank", "player__key").values_list(
            *PLAYER_REF_THROUGH, "rank", "score", "dip_pouch_score", *extra
        )
        for row in rows[start : min(stop, published)]:
            line = StandingLine(
                player_ref(row[:players]), published=PublishedLine(*row[players : players + 3])
            )
            if extra and row[players + 3] is not None:
                line.computed = ComputedLine(*row[players + 3 :])
            lines.append(line)
    if stop > published and count > published:
        rows = (
            ComputedStanding.objects.filter(tournament=tournament)
            .filter(~Exists(_same_player(Standing)))
            .order_by("rank", "player__key")
            .values_list(*PLAYER_REF_THROUGH, *COMPUTED_COLUMNS)
        )
        lines += [
            StandingLine(player_ref(row[:players]), computed=ComputedLine(*row[players:]))
            for row in rows[max(0, start - published) : stop - published]
        ]
    system = SYSTEMS.get(tournament.scoring_system or "")
    return StandingsPage(
        lines=lines,
        has_published=bool(published),
        has_computed=bool(computed),
        has_published_scores=bool(tournament.n_scored),
        uses_tiers=bool(system and system.uses_tiers and computed),
        count=count,
        classified=published or count,
        mismatched=bool(tournament.n_mismatched or tournament.n_computed_only),
        page=page,
    )


def round_list(tournament: Tournament) -> list[tuple[int, int]]:
    """[(round number, boards)] of the rounds with boards, in order: one query."""
    return list(
        Game.objects.filter(round__tournament=tournament)
        .order_by("round__number")
        .values_list("round__number")
        .annotate(n=Count("pk"))
    )


def shown_round(rounds: list[tuple[int, int]], wanted) -> int | None:
    """The round ``?round=`` asks for when it has boards, else the last one."""
    numbers = [n for n, _boards in rounds]
    try:
        if int(wanted) in numbers:
            return int(wanted)
    except (TypeError, ValueError):
        pass
    return numbers[-1] if numbers else None
