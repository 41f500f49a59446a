"""Parse and validate the JSON results bundle (`../shared/spec/interchange.md`).

Everything is checked before anything is written; the first problem raises
ImportFailed naming the file, the record and the field, in the active
language (``exchange.wording``). Field order does not matter; unknown fields
are refused, never ignored. The file's bytes come here already read as JSON
(``json_strict``); plain games, boards and results are first tried by the quick
reader (``bundle_plain``); what it leaves is read here, field by field, in words.
"""

from django.utils.translation import gettext as _
from django.utils.translation import gettext_noop

from .. import event_kinds
from ..models import TOTAL_CENTRES
from ..placements import impossible_ranks
from ..scoring import charts
from . import fields as f
from .bundle_format import (
    AGGREGATIONS,
    BOARD_FIELDS,
    BOARD_RESULT_FIELDS,
    CIRCUIT_FIELDS,
    FORMAT,
    GAME_FIELDS,
    GAME_SCORINGS,
    KINDS,
    LAST_YEAR,
    MAX_HOMONYM,
    MAX_KEY,
    MAX_POWER,
    ONLINE_RESULT_FIELDS,
    PLAYER_FIELDS,
    PRESSES,
    RESULT_FIELDS,
    RESULT_REQUIRED,
    STANDING_FIELDS,
    STATUSES,
    TOP_FIELDS,
    TOURNAMENT_FIELDS,
    TOURNAMENT_REQUIRED,
    VARIANT_POWERS,
    VARIANTS,
    VERSION,
)
from .bundle_plain import plain_board, plain_game, plain_results
from .records import Batch, CircuitIn, GameIn, PlayerIn, ResultIn, StandingIn, TournamentIn
from .wording import Label, chart_problem, rank_problem


def parse_bundle(data, file: str) -> Batch:
    where = f.Where(file, Label(gettext_noop("bundle")))
    f.check_fields(data, TOP_FIELDS, {"format", "version"}, where)
    if data["format"] != FORMAT:
        raise where.fail(_("format must be %(format)s") % {"format": repr(FORMAT)})
    if data["version"] != VERSION or isinstance(data["version"], bool):
        raise where.fail(
            _("unsupported version %(version)s (this site reads version %(supported)s)")
            % {"version": repr(data["version"]), "supported": VERSION}
        )
    batch = Batch()
    for i, raw in enumerate(f.a_list(data, "players", where) or []):
        player = _player(raw, where.child(_label("player", raw, i)))
        _add_unique(batch.players, player.key, player, where, "player")
    for i, raw in enumerate(f.a_list(data, "circuits", where) or []):
        circuit = _circuit(raw, where.child(_label("circuit", raw, i)))
        _add_unique(batch.circuits, circuit.key, circuit, where, "circuit")
    for i, raw in enumerate(f.a_list(data, "tournaments", where) or []):
        tournament = _tournament(raw, where.child(_label("tournament", raw, i)))
        _add_unique(batch.tournaments, tournament.key, tournament, where, "tournament")
    for i, raw in enumerate(f.a_list(data, "games", where) or []):
        game = plain_game(raw) or _game(raw, where.child(_label("game", raw, i)))
        _add_unique(batch.games, game.key, game, where, "game")
    return batch


#: a record's label by its key, and by its place when it has none
_KEYED = {
    "player": (gettext_noop("player %(key)s"), gettext_noop("player #%(n)s")),
    "circuit": (gettext_noop("circuit %(key)s"), gettext_noop("circuit #%(n)s")),
    "tournament": (gettext_noop("tournament %(key)s"), gettext_noop("tournament #%(n)s")),
    "game": (gettext_noop("game %(key)s"), gettext_noop("game #%(n)s")),
}


def _label(kind: str, raw, index: int) -> Label:
    by_key, by_place = _KEYED[kind]
    if isinstance(raw, dict) and isinstance(raw.get("key"), str) and raw["key"]:
        return Label(by_key, key=raw["key"][:MAX_KEY])
    return Label(by_place, n=index + 1)


def _add_unique(mapping: dict, key: str, value, where: f.Where, kind: str) -> None:
    """Add a record by its key, refusing a key seen before in the file (the
    record labelled by its kind and key only then)."""
    if key in mapping:
        here = where.child(Label(_KEYED[kind][0], key=key))
        raise here.fail(_("the same key appears twice in this file"))
    mapping[key] = value


def _player(raw, where: f.Where) -> PlayerIn:
    f.check_fields(raw, PLAYER_FIELDS, {"key", "first_name", "last_name"}, where)
    return PlayerIn(
        key=f.text(raw, "key", where, max_length=MAX_KEY),
        first_name=f.text(raw, "first_name", where, max_length=100, required=False),
        last_name=f.text(raw, "last_name", where, max_length=100),
        nationality=f.country(raw, "nationality", where),
        location=f.country(raw, "location", where),
        homonym=f.integer(raw, "homonym", where, low=1, high=MAX_HOMONYM, required=False),
    )


def _circuit(raw, where: f.Where) -> CircuitIn:
    f.check_fields(raw, CIRCUIT_FIELDS, {"key", "name"}, where)
    return CircuitIn(
        key=f.text(raw, "key", where, max_length=MAX_KEY),
        name=f.text(raw, "name", where, max_length=200),
        season=f.text(raw, "season", where, max_length=40, required=False),
        best_of=f.integer(raw, "best_of", where, low=1, high=1000, required=False),
    )


def _tournament(raw, where: f.Where) -> TournamentIn:
    f.check_fields(raw, TOURNAMENT_FIELDS, TOURNAMENT_REQUIRED, where)
    key = f.text(raw, "key", where, max_length=MAX_KEY)
    where = where.child(Label(gettext_noop("tournament %(key)s"), key=key))
    start = f.a_date(raw, "start_date", where)
    end = f.a_date(raw, "end_date", where)
    if end < start:
        raise where.fail(
            _("end_date %(end)s is before start_date %(start)s") % {"end": end, "start": start}
        )
    rounds = f.integer(raw, "rounds", where, low=1, high=99, required=False) or 1
    scoring = f.text(raw, "scoring_system", where, max_length=40, required=False)
    if scoring:
        _check_scoring_system(scoring, where)
    aggregation = f.choice(raw, "aggregation", where, AGGREGATIONS, default="system")
    aggregation_n = f.integer(raw, "aggregation_n", where, low=1, high=99, required=False)
    if aggregation in {"best-n", "best-round-n"} and aggregation_n is None:
        raise where.fail(
            _("aggregation %(aggregation)s needs aggregation_n")
            % {"aggregation": repr(aggregation)}
        )
    event_kind, world_championship = _event_kind(raw, where)
    tournament = TournamentIn(
        key=key,
        name=f.text(raw, "name", where, max_length=200),
        start_date=start,
        end_date=end,
        rounds=rounds,
        city=f.text(raw, "city", where, max_length=100, required=False),
        country=f.country(raw, "country", where),
        world_championship=world_championship,
        kind=f.choice(raw, "kind", where, KINDS, default="tournament"),
        event_kind=event_kind,
        scoring_system=scoring,
        aggregation=aggregation,
        aggregation_n=aggregation_n,
        director=f.text(raw, "director", where, max_length=200, required=False),
    )
    circuits = f.a_list(raw, "circuits", where)
    if circuits is not None:
        tournament.circuits = []
        for value in circuits:
            if not isinstance(value, str) or not value or len(value) > MAX_KEY:
                raise where.fail(_("circuits must be a list of circuit keys"))
            tournament.circuits.append(value)
    standings = f.a_list(raw, "standings", where)
    if standings is not None:
        tournament.standings = _standings(standings, where)
    boards = f.a_list(raw, "boards", where)
    if boards is not None:
        tournament.boards = _boards(boards, tournament, where)
    return tournament


def _event_kind(raw: dict, where: f.Where) -> tuple[str, bool]:
    """The event kind (one of tournaments.event_kinds) and world championship flag, in step:
    world_championship true with no kind is WDC, and kind WDC is a world championship."""
    kind = event_kinds.normalise(f.text(raw, "event_kind", where, max_length=20, required=False))
    if kind and not event_kinds.is_known(kind):
        raise where.fail(event_kinds.unknown_message(kind))
    world_championship = f.boolean(raw, "world_championship", where)
    try:
        return event_kinds.reconcile(kind, world_championship, explicit="world_championship" in raw)
    except ValueError as e:
        raise where.fail(str(e)) from None


def _check_scoring_system(slug: str, where: f.Where) -> None:
    try:
        from ..scoring import SYSTEMS
    except ImportError:  # pragma: no cover - the registry always exists in a full checkout
        return
    if slug not in SYSTEMS:
        raise where.fail(
            _("unknown scoring_system %(slug)s (known: %(known)s)")
            % {"slug": repr(slug), "known": ", ".join(SYSTEMS)}
        )


def _standings(items: list, where: f.Where) -> list[StandingIn]:
    rows, seen = [], set()
    for i, raw in enumerate(items):
        here = where.child(
            Label(gettext_noop("%(record)s standing #%(n)s"), record=where.record, n=i + 1)
        )
        f.check_fields(raw, STANDING_FIELDS, {"player", "rank"}, here)
        player = f.text(raw, "player", here, max_length=MAX_KEY)
        here = where.child(
            Label(
                gettext_noop("%(record)s standing of %(player)s"),
                record=where.record,
                player=player,
            )
        )
        rank = raw.get("rank")
        if isinstance(rank, int) and not isinstance(rank, bool) and rank < 1:
            raise here.fail(_("rank %(rank)s must be 1 or more") % {"rank": rank})
        rank = f.integer(raw, "rank", here, low=1, high=1_000_000)
        if player in seen:
            raise here.fail(_("the player is listed twice in the standings"))
        seen.add(player)
        rows.append(
            StandingIn(player=player, rank=rank, score=f.number(raw, "score", here, required=False))
        )
    for problem in impossible_ranks((s.player, s.rank) for s in rows):
        here = Label(
            gettext_noop("%(record)s standing of %(player)s"),
            record=where.record,
            player=problem.key,
        )
        raise where.child(here).fail(rank_problem(problem))
    return rows


def _boards(items: list, tournament: TournamentIn, where: f.Where) -> list[GameIn]:
    boards, seen = [], set()
    for i, raw in enumerate(items):
        board = plain_board(raw, tournament.rounds, seen)
        if board is not None:
            seen.add((board.round, board.number))
            boards.append(board)
            continue
        here = where.child(
            Label(gettext_noop("%(record)s board #%(n)s"), record=where.record, n=i + 1)
        )
        f.check_fields(raw, BOARD_FIELDS, {"round", "board", "players"}, here)
        round_no = f.integer(raw, "round", here, low=1, high=99)
        number = f.integer(raw, "board", here, low=1, high=9999)
        here = where.child(
            Label(
                gettext_noop("%(record)s round %(round)s board %(board)s"),
                record=where.record,
                round=round_no,
                board=number,
            )
        )
        if round_no > tournament.rounds:
            raise here.fail(
                _("round %(round)s is beyond the tournament's %(rounds)s rounds")
                % {"round": round_no, "rounds": tournament.rounds}
            )
        if (round_no, number) in seen:
            raise here.fail(_("this round and board number appear twice"))
        seen.add((round_no, number))
        end = f.a_date(raw, "end_date", here, required=False)
        board = _game_fields(raw, here, end_date=end, board=True)
        board.round, board.number = round_no, number
        boards.append(board)
    return boards


def _game(raw, where: f.Where) -> GameIn:
    f.check_fields(raw, GAME_FIELDS, {"key", "end_date", "players"}, where)
    key = f.text(raw, "key", where, max_length=MAX_KEY)
    where = where.child(Label(gettext_noop("game %(key)s"), key=key))
    end_date = f.a_date(raw, "end_date", where)
    game = _game_fields(raw, where, end_date=end_date, online=True)
    game.key = key
    game.turns = f.integer(raw, "turns", where, low=0, high=10_000, required=False)
    game.bot = f.boolean(raw, "bot", where)
    game.end_time = f.date_time(raw, "end_time", where)
    if game.end_time is not None and game.end_time.date() != end_date:
        raise where.fail(
            _("end_time %(value)s falls on %(day)s (UTC), not on the game's end_date %(end)s")
            % {"value": repr(raw["end_time"][:40]), "day": game.end_time.date(), "end": end_date}
        )
    return game


def _game_fields(
    raw: dict, where: f.Where, *, end_date, board: bool = False, online: bool = False
) -> GameIn:
    variant = f.choice(raw, "variant", where, VARIANTS, default="classic")
    game = GameIn(
        end_date=end_date,
        results=[],
        variant=variant,
        press=f.choice(raw, "press", where, PRESSES, default="full"),
        phase_minutes=f.integer(raw, "phase_minutes", where, low=1, high=100_000, required=False),
        game_scoring=f.choice(raw, "game_scoring", where, GAME_SCORINGS, default="dss"),
    )
    players = f.a_list(raw, "players", where, max_items=50)
    if not players:
        raise where.fail(_("a game needs at least one player"))
    powers = VARIANT_POWERS.get(variant)
    allowed = BOARD_RESULT_FIELDS if board else ONLINE_RESULT_FIELDS if online else RESULT_FIELDS
    game.results = plain_results(players, powers) or _results(
        players, allowed, powers, variant, where, online
    )
    total = sum(r.centres for r in game.results)
    if total > TOTAL_CENTRES:
        raise where.fail(
            _("centres add up to %(total)s, more than %(max)s")
            % {"total": total, "max": TOTAL_CENTRES}
        )
    found = charts.board_problem(game.results, require_all=True) if board else None
    if found is not None:
        result, problem = found
        here = (
            where.child(
                Label(
                    gettext_noop("%(record)s (%(power)s)"), record=where.record, power=result.power
                )
            )
            if result
            else where
        )
        raise here.fail(_("centres_by_year: %(problem)s") % {"problem": chart_problem(problem)})
    return game


def _result_where(raw, where: f.Where) -> f.Where:
    """A result's record: the game's, with the power when the record names one."""
    label = raw.get("power") if isinstance(raw, dict) else None
    return where.child(
        Label(gettext_noop("%(record)s (%(power)s)"), record=where.record, power=label)
        if isinstance(label, str)
        else where.record
    )


def _result(raw, allowed: set[str], where: f.Where, online: bool) -> ResultIn:
    """A result read field by field, refusing the first wrong one."""
    f.check_fields(raw, allowed, RESULT_REQUIRED, where)
    result = ResultIn(
        player=f.text(raw, "player", where, max_length=MAX_KEY),
        power=f.text(raw, "power", where, max_length=MAX_POWER),
        centres=f.integer(raw, "centres", where, low=0, high=TOTAL_CENTRES),
        eliminated_year=f.integer(
            raw, "eliminated_year", where, low=1, high=LAST_YEAR, required=False
        ),
        centres_by_year=_chart(raw, where),
    )
    if online and raw.get("status") is not None:
        result.status = f.choice(raw, "status", where, STATUSES, default="")
    return result


def _results(
    records: list, allowed: set[str], powers: set | None, variant: str, where: f.Where, online: bool
) -> list[ResultIn]:
    """A game's results read record by record, refusing the first wrong one: a
    field of its record, or its power or player against the records before it."""
    results, seen_powers, seen_players = [], set(), set()
    for raw_result in records:
        # the result's record is labelled only for a refusal
        result = _result(raw_result, allowed, _result_where(raw_result, where), online)
        problem = None
        if powers is not None and result.power not in powers:
            problem = _("power %(power)s is not a power of %(variant)s") % {
                "power": repr(result.power),
                "variant": variant,
            }
        elif result.power in seen_powers:
            problem = _("power %(power)s appears twice on the board") % {"power": result.power}
        elif result.player in seen_players:
            problem = _("player %(player)s plays two powers on the board") % {
                "player": result.player
            }
        elif result.eliminated_year is not None and result.centres:
            problem = _("eliminated in %(year)s but holds %(centres)s centres") % {
                "year": result.eliminated_year,
                "centres": result.centres,
            }
        if problem is not None:
            raise _result_where(raw_result, where).fail(problem)
        seen_powers.add(result.power)
        seen_players.add(result.player)
        results.append(result)
    return results


def _chart(raw: dict, where: f.Where) -> tuple[int, ...]:
    """A result's optional centre chart: whole numbers, one a year from 1901 (the values
    and how they fit the end position are judged by tournaments.scoring.charts)."""
    values = f.a_list(raw, "centres_by_year", where, max_items=charts.MAX_YEARS)
    if values is None:
        return ()
    if not values:
        raise where.fail(_("centres_by_year is empty: leave it out when the chart is not known"))
    for i, value in enumerate(values):
        if isinstance(value, bool) or not isinstance(value, int):
            raise where.fail(
                _("centres_by_year must list whole numbers, got %(type)s for %(year)s")
                % {"type": f.type_name(value), "year": charts.year_of(i)}
            )
    return tuple(values)
