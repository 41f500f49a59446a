"""Computed standings: read boards in bulk, score them with the pure engines, write in bulk.

Runs in the same task path as the ratings (after every import or admin edit),
before them, because tournaments without published standings feed the
Dip Pouch rating from the placements computed here.
"""

import logging
from collections import Counter, defaultdict
from operator import itemgetter

from django.db import router, transaction

from wdd import forked
from wdd.bulk import (
    ORM_BATCH,
    REBUILD_ROWS,
    analyze,
    chunks,
    indexes_rebuilt,
    insert_rows,
    raw_delete,
)

from . import versions
from .models import BoardScore, ComputedStanding, CountryAward, GameResult, Standing, Tournament
from .scoring import charts, get_system
from .scoring.types import Aggregation, BoardInput, Position, TournamentResult

log = logging.getLogger(__name__)
COMPUTED_FIELDS = [
    "tournament",
    "player",
    "rank",
    "score",
    "tier",
    "wins",
    "draws",
    "best_game",
    "games",
    "dip_pouch_score",
]


def load_boards(tournament_ids: list[int]) -> dict[int, dict[tuple[int, int], list]]:
    """{tournament: {(round, board): [(result id, player, power, centres, year, chart), ...]}}
    in one query a chunk (``chart``: the stored centre chart text, "" when not recorded).

    A board's results come by power, as everywhere else (so a refused board names the same
    power first); the boards in no order, the engine orders them. Sorted here, a board at a
    time: the models' default ordering (end date, game, power) made the database sort every
    result, most of the load."""
    boards: dict[int, dict[tuple[int, int], list]] = defaultdict(lambda: defaultdict(list))
    for chunk in chunks(tournament_ids, 500):
        results = GameResult.objects.filter(game__round__tournament_id__in=chunk).order_by()
        rows = results.values_list(
            "id",
            "game__round__tournament_id",
            "game__round__number",
            "game__number",
            "player_id",
            "power",
            "centres",
            "eliminated_year",
            "centres_by_year",
        )
        # named, not starred: a starred target builds a list for every result
        for rid, tid, rnd, number, player, power, centres, year, chart in rows.iterator(
            chunk_size=5000
        ):
            boards[tid][rnd, number].append((rid, player, power, centres, year, chart))
    by_power = itemgetter(2)
    for tournament in boards.values():
        for results in tournament.values():
            results.sort(key=by_power)
    return boards


def score_tournament(slug: str, aggregation: Aggregation, boards: dict) -> TournamentResult:
    inputs = [
        BoardInput(
            round=rnd,
            number=number,
            positions=tuple(
                Position(p, power, c, y, charts.from_text(chart))
                for _rid, p, power, c, y, chart in results
            ),
        )
        for (rnd, number), results in boards.items()
    ]
    return get_system(slug).rank(inputs, aggregation)


#: below this many tournaments to score, every one is scored in this process
#: (forking costs more than it saves)
PARALLEL_TOURNAMENTS = 500
#: the share of them a forked child scores: this process reads the boards of
#: the others while the child scores, then scores them
CHILD_SHARE = 0.55


def score_rows(meta: list[tuple]) -> tuple[list, list, list]:
    """The rows of the computed standings, board scores and awards of the
    tournaments of ``meta`` ((id, system, aggregation, N), in order) that have a
    system and boards, their boards read here. With a second core (``forked``),
    the later tournaments are scored in a forked child as soon as their boards
    are read, while this process reads the others' boards and scores them; the
    child's rows come after this process's: the same rows in the same order, in
    a little over half the time."""
    scored = [m for m in meta if m[1]]
    if len(scored) < PARALLEL_TOURNAMENTS or not forked.available("STANDINGS_PARALLEL"):
        return _score_rows(scored, load_boards([m[0] for m in scored]))
    cut = round(len(scored) * (1 - CHILD_SHARE))
    earlier, later = scored[:cut], scored[cut:]
    theirs = forked.run_in_child(_score_rows, later, load_boards([m[0] for m in later]))
    try:
        mine = _score_rows(earlier, load_boards([m[0] for m in earlier]))
    except BaseException:
        theirs.cancel()
        raise
    return tuple(a + b for a, b in zip(mine, theirs(), strict=True))


def _score_rows(meta: list[tuple], boards: dict) -> tuple[list, list, list]:
    standings, scores, awards = [], [], []
    for tid, slug, method, n in meta:
        if tid not in boards:
            continue
        try:
            aggregation = Aggregation(method or "system", n)
            result = score_tournament(slug, aggregation, boards[tid])
        except (KeyError, ValueError) as e:
            log.warning("tournament %s: cannot compute standings: %s", tid, e)
            continue
        result_ids = {
            (rnd, number, player): rid
            for (rnd, number), rows in boards[tid].items()
            for rid, player, _power, _centres, _year, _chart in rows
        }
        standings.extend(
            (
                tid,
                r.player,
                r.rank,
                r.score,
                r.tier,
                r.wins,
                r.draws,
                r.best_game,
                r.games,
                r.dip_pouch_score,
            )
            for r in result.rows
        )
        scores.extend(
            (result_ids[s.round, s.number, s.player], s.score, s.dropped)
            for s in result.board_scores
        )
        awards.extend(
            (tid, power, player) for power, players in result.awards.items() for player in players
        )
    return standings, scores, awards


def recompute_standings(tournament_ids: list[int] | None = None) -> int:
    """Recompute computed standings, board scores and awards; returns tournaments scored."""
    tournaments = Tournament.objects.all()
    if tournament_ids is not None:
        tournaments = tournaments.filter(pk__in=list(tournament_ids))
    meta = list(tournaments.values_list("id", "scoring_system", "aggregation", "aggregation_n"))
    ids = [m[0] for m in meta]
    standings, scores, awards = score_rows(meta)
    with transaction.atomic():
        before = versions.participants(ids) if len(ids) <= versions.EVERYTHING_ABOVE else ()
        # Plain tuples: bulk_create's per-instance cost dominated at WDD scale.
        tables = [
            (ComputedStanding, COMPUTED_FIELDS, standings),
            (BoardScore, ["result", "score", "dropped"], scores),
            (CountryAward, ["tournament", "power", "player"], awards),
        ]
        if tournament_ids is None:
            rewrite_tables(tables)
        else:
            for chunk in chunks(ids, 500):
                raw_delete(BoardScore.objects.filter(result__game__round__tournament_id__in=chunk))
                raw_delete(ComputedStanding.objects.filter(tournament_id__in=chunk))
                raw_delete(CountryAward.objects.filter(tournament_id__in=chunk))
            for model, fields, rows in tables:
                insert_rows(model, fields, rows)
        refresh_published_percentiles(ids)
        versions.touch(fields=ids, players=before)
    return len({row[0] for row in standings})


def rewrite_tables(tables: list[tuple]) -> None:
    """Replace every row of each (model, fields, rows) table, when every tournament is
    recomputed: one DELETE without a condition a table instead of finding the rows
    tournament by tournament, and, the tables being wholly new, their plain indexes
    dropped around the delete and insert and built once from the final rows
    (``indexes_rebuilt`` decides by size). At bench scale the three tables' deletes and
    inserts went from 2.2 s to 1.5 s: ComputedStanding's insert from 0.75 s to 0.3 s,
    plus about 0.1 s to build its two indexes; BoardScore has no plain index."""
    for model, fields, rows in tables:
        using = router.db_for_write(model)
        with indexes_rebuilt(model, using, len(rows), 0):
            raw_delete(model.objects.using(using))
            insert_rows(model, fields, rows, using=using)
        if len(rows) >= REBUILD_ROWS:  # the ratings read them next (``wdd.bulk.analyze``)
            analyze([model], using)


#: the columns a published standing is written with, in the order of the rows
#: the import and the publishing of computed standings build
STANDING_COLUMNS = ["tournament", "player", "rank", "score", "dip_pouch_score"]


def percentile(n: int, rank: int) -> float:
    """Dip Pouch percentile of a placement: (N + 0.5 - P) / N * 100. Unchecked: a
    published rank may exceed N when only some placements were imported."""
    return (n + 0.5 - rank) / n * 100


def refresh_published_percentiles(tournament_ids: list[int]) -> None:
    """Keep each published standing's Dip Pouch percentile in step with admin edits."""
    changed = []
    for chunk in chunks(tournament_ids, 500):
        # plain tuples: an instance only for a standing that changes (model instances
        # for every published standing cost more than the check itself)
        rows = list(
            Standing.objects.filter(tournament_id__in=chunk)
            .order_by()
            .values_list("id", "tournament_id", "rank", "dip_pouch_score")
        )
        sizes = Counter(tid for _pk, tid, _rank, _score in rows)
        for pk, tid, rank, score in rows:
            value = percentile(sizes[tid], rank)
            if score != value:
                changed.append(Standing(pk=pk, tournament_id=tid, dip_pouch_score=value))
    Standing.objects.bulk_update(changed, ["dip_pouch_score"], batch_size=ORM_BATCH)
