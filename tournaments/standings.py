"""Computed standings: read boards in bulk, score them with the pure engines, write in bulk.

Runs in the same task path as the ratings (after every import or admin edit),
before them, because tournaments without published standings feed the
Dip Pouch rating from the placements computed here.
"""

import logging
from collections import Counter, defaultdict
from operator import itemgetter

from django.db import transaction

from wdd.bulk import ORM_BATCH, chunks, insert_rows, raw_delete

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
        for rid, tid, rnd, number, *result in rows.iterator(chunk_size=5000):
            boards[tid][rnd, number].append((rid, *result))
    for tournament in boards.values():
        for results in tournament.values():
            results.sort(key=itemgetter(2))
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


def recompute_standings(tournament_ids: list[int] | None = None) -> int:
    """Recompute computed standings, board scores and awards; returns tournaments scored."""
    tournaments = Tournament.objects.all()
    if tournament_ids is not None:
        tournaments = tournaments.filter(pk__in=list(tournament_ids))
    meta = list(tournaments.values_list("id", "scoring_system", "aggregation", "aggregation_n"))
    ids = [m[0] for m in meta]
    boards = load_boards(ids)
    standings, scores, awards = [], [], []
    for tid, slug, method, n in meta:
        if not slug or tid not in boards:
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
            for rid, player, *_rest in rows
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
    with transaction.atomic():
        before = versions.participants(ids) if len(ids) <= versions.EVERYTHING_ABOVE else ()
        for chunk in chunks(ids, 500):
            raw_delete(BoardScore.objects.filter(result__game__round__tournament_id__in=chunk))
            raw_delete(ComputedStanding.objects.filter(tournament_id__in=chunk))
            raw_delete(CountryAward.objects.filter(tournament_id__in=chunk))
        # Plain tuples: bulk_create's per-instance cost dominated at WDD scale.
        insert_rows(ComputedStanding, COMPUTED_FIELDS, standings)
        insert_rows(BoardScore, ["result", "score", "dropped"], scores)
        insert_rows(CountryAward, ["tournament", "power", "player"], awards)
        refresh_published_percentiles(ids)
        versions.touch(fields=ids, players=before)
    return len({row[0] for row in standings})


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
