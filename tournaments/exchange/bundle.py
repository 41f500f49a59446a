"""Parse and validate the JSON results bundle (`../shared/spec/interchange.md`).

Everything is checked before anything is written; the first problem raises
ImportFailed naming the file, the record and the field, in the active
language (``exchange.wording``). Field order does not matter; unknown fields
are refused, never ignored.
"""

import codecs
import json
from datetime import date

import orjson
from django.utils.translation import gettext as _
from django.utils.translation import gettext_noop

from .. import event_kinds
from ..models import POWERS, TOTAL_CENTRES, GameScoring, Press, Tournament, Variant
from ..placements import impossible_ranks
from ..scoring import charts
from . import fields as f
from .errors import ImportFailed
from .records import Batch, CircuitIn, GameIn, PlayerIn, ResultIn, StandingIn, TournamentIn
from .wording import Label, chart_problem, rank_problem

FORMAT = "diplomacy-results"
VERSION = 1

TOP_FIELDS = {"format", "version", "players", "circuits", "tournaments", "games"}
PLAYER_FIELDS = {"key", "first_name", "last_name", "nationality", "location", "homonym"}
CIRCUIT_FIELDS = {"key", "name", "best_of", "season"}
TOURNAMENT_FIELDS = {
    "key",
    "name",
    "start_date",
    "end_date",
    "city",
    "country",
    "world_championship",
    "rounds",
    "scoring_system",
    "circuits",
    "standings",
    "boards",
    # extensions (optional)
    "kind",
    "event_kind",
    "director",
    "aggregation",
    "aggregation_n",
}
TOURNAMENT_REQUIRED = {"key", "name", "start_date", "end_date"}
STANDING_FIELDS = {"player", "rank", "score"}
BOARD_FIELDS = {
    "round",
    "board",
    "players",
    "variant",
    "press",
    "phase_minutes",
    "game_scoring",
    "end_date",
}
GAME_FIELDS = {
    "key", "end_date", "variant", "press", "phase_minutes", "game_scoring", "players",
    # webDiplomacy's, optional
    "turns", "bot", "end_time",
}  # fmt: skip
RESULT_FIELDS = {"player", "power", "centres", "eliminated_year"}
#: a tournament board's results may also carry their centre chart (an extension)
BOARD_RESULT_FIELDS = RESULT_FIELDS | {"centres_by_year"}
ONLINE_RESULT_FIELDS = RESULT_FIELDS | {"status"}  # a standalone game's results
RESULT_REQUIRED = {"player", "power", "centres"}
STATUSES = {"resigned"}
#: the choices a field may take, built once: Django's ``Choices.values``
#: builds its list again at each call, and a bench bundle reads 200,000 games
KINDS = frozenset(Tournament.Kind.values)
VARIANTS = frozenset(Variant.values)
PRESSES = frozenset(Press.values)
GAME_SCORINGS = frozenset(GameScoring.values)

VARIANT_POWERS = {
    Variant.CLASSIC: set(POWERS),
    Variant.CLASSIC_CHAOS: None,  # any power names
    Variant.FVA: {"France", "Austria"},
    Variant.GVI: {"Germany", "Italy"},
}
AGGREGATIONS = {"system", "sum", "best-n", "best-round-n"}
MAX_KEY = 64
MAX_POWER = 40
LAST_YEAR = 3000  # the latest eliminated_year taken
MAX_HOMONYM = 999


def loads_strict(raw: bytes, file: str):
    """JSON with duplicate object keys refused and nesting bounded.

    Read by orjson when it reads the document as the standard library does
    (``_loads_quick``: the bench bundle in 1.6 s against 3.3 s); otherwise by
    the standard library's parser with a hook that refuses a repeated key,
    whose refusal (or reading) is the one given."""
    data = _loads_quick(raw)
    if data is not _UNSURE:
        return data

    def no_duplicates(pairs: list) -> dict:
        # dict() in C, then a look for the first repeated key only when one
        # collapsed: a bench bundle has 1.7 million objects
        obj = dict(pairs)
        if len(obj) < len(pairs):
            seen = set()
            for key, _value in pairs:
                if key in seen:
                    raise ImportFailed(
                        file,
                        "",
                        _("duplicate field %(field)s in one object") % {"field": repr(key)},
                    )
                seen.add(key)
        return obj

    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise ImportFailed(
            file, "", _("not valid UTF-8 (byte %(byte)s)") % {"byte": e.start}
        ) from None
    try:
        return json.loads(text, object_pairs_hook=no_duplicates)
    except json.JSONDecodeError as e:
        raise ImportFailed(
            file,
            "",
            _("invalid JSON at line %(line)s column %(column)s: %(error)s")
            % {"line": e.lineno, "column": e.colno, "error": e.msg},
        ) from None
    except RecursionError:
        raise ImportFailed(file, "", _("JSON nested too deeply")) from None


#: what ``_loads_quick`` returns for a document it leaves to the standard library
_UNSURE = object()
#: digits mapped to "0", so that a run of them is found with one ``in``
_ZEROED_DIGITS = bytes.maketrans(b"123456789", b"000000000")
#: the longest integer orjson reads as the standard library does (an int):
#: past 64 bits it reads a float
_SAFE_DIGITS = 18


def _loads_quick(raw: bytes):
    """The document as orjson reads it, or ``_UNSURE`` where that could differ
    from what the standard library reads (or refuses), and in its words:

    * orjson refuses what the standard library takes (NaN, Infinity, 1e400,
      a lone surrogate escape, nesting past 1,024) and words its refusals
      otherwise: whatever it refuses is left to the standard library;
    * it reads an integer past 64 bits as a float: a run of more than
      ``_SAFE_DIGITS`` digits anywhere is left too;
    * it keeps the last of a repeated key without a word. Written back by
      orjson (compact: every colon is a pair's, or a literal one inside a
      string) a document holds as many colons as it did unless a pair was
      dropped; a colon written as the escape \\u003a, which the count cannot
      tell from a pair's, leaves it to the standard library, as does nesting
      deeper than orjson writes back (254).
    """
    body = raw[len(codecs.BOM_UTF8) :] if raw.startswith(codecs.BOM_UTF8) else raw
    if b"0" * (_SAFE_DIGITS + 1) in body.translate(_ZEROED_DIGITS):
        return _UNSURE
    if b"\\" in body and (b"\\u003a" in body or b"\\u003A" in body):
        return _UNSURE
    try:
        data = orjson.loads(body)
        again = orjson.dumps(data)
    except (orjson.JSONDecodeError, orjson.JSONEncodeError):
        return _UNSURE
    return data if again.count(b":") == body.count(b":") else _UNSURE


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
        game = _plain_game(raw) or _game(raw, where.child(_label("game", raw, i)))
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
        board = _plain_board(raw, tournament.rounds, seen)
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


#: the fields of an online game that ``_plain_game`` reads (webDiplomacy's bot flag and
#: end time are left to the field readers), and of a board that ``_plain_board`` reads
#: (its own end date too)
PLAIN_GAME_FIELDS = GAME_FIELDS - {"bot", "end_time"}
PLAIN_BOARD_FIELDS = BOARD_FIELDS - {"end_date"}
GAME_REQUIRED = {"key", "end_date", "players"}
BOARD_REQUIRED = {"round", "board", "players"}


def _plain_game(raw) -> GameIn | None:
    """What ``_game`` reads from an online game of plain fields and results that it
    accepts, read at once; None for any other game, which ``_game`` then reads (and
    refuses in its words). Field by field, with a label each in case of a refusal,
    the bench bundle's 147,000 games took 0.6 s more."""
    if type(raw) is not dict or not GAME_REQUIRED <= raw.keys() <= PLAIN_GAME_FIELDS:
        return None
    key, end, turns = raw["key"], raw["end_date"], raw.get("turns")
    if type(key) is not str or type(end) is not str or len(end) != 10:
        return None
    if turns is not None and not (type(turns) is int and 0 <= turns <= 10_000):
        return None
    key = key.strip()
    if not 0 < len(key) <= MAX_KEY or "\x00" in key:
        return None
    try:
        end_date = date.fromisoformat(end)
    except ValueError:
        return None
    game = _plain_play(raw) if 1800 <= end_date.year <= 2200 else None
    if game is not None:
        game.end_date, game.key, game.turns = end_date, key, turns
    return game


def _plain_board(raw, rounds: int, seen: set) -> GameIn | None:
    """What ``_boards`` reads from a board of plain fields and results (no end date of
    its own, no centre charts) that it accepts, given the tournament's rounds and the
    boards read before it, read at once; None for any other board, which ``_boards``
    then reads (and refuses in its words)."""
    if type(raw) is not dict or not BOARD_REQUIRED <= raw.keys() <= PLAIN_BOARD_FIELDS:
        return None
    round_no, number = raw["round"], raw["board"]
    if not (
        type(round_no) is int
        and type(number) is int
        and 1 <= round_no <= min(99, rounds)
        and 1 <= number <= 9999
        and (round_no, number) not in seen
    ):
        return None
    board = _plain_play(raw)
    if board is not None:
        board.round, board.number = round_no, number
    return board


def _plain_play(raw: dict) -> GameIn | None:
    """What ``_game_fields`` reads from a game (board or online) of plain fields and
    results that it accepts, read at once, or None."""
    variant, press = raw.get("variant"), raw.get("press")
    scoring, minutes, players = raw.get("game_scoring"), raw.get("phase_minutes"), raw["players"]
    variant = "classic" if variant is None else variant
    press = "full" if press is None else press
    scoring = "dss" if scoring is None else scoring
    if not (
        type(variant) is str
        and type(press) is str
        and type(scoring) is str
        and variant in VARIANTS
        and press in PRESSES
        and scoring in GAME_SCORINGS
        and (minutes is None or (type(minutes) is int and 1 <= minutes <= 100_000))
        and type(players) is list
        and 0 < len(players) <= 50
    ):
        return None
    results = _plain_results(players, VARIANT_POWERS.get(variant))
    if results is None or sum([r.centres for r in results]) > TOTAL_CENTRES:
        return None
    return GameIn(None, results, None, None, None, variant, press, minutes, scoring)


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
    game.results = _plain_results(players, powers) or _results(
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


def _plain_results(records: list, powers: set | None) -> list[ResultIn] | None:
    """What ``_results`` reads from a game whose records are all plain (the
    four fields of RESULT_FIELDS: no chart, no status) and that it accepts,
    read at once; None for any other game, which ``_results`` then reads (and
    refuses in its words). The bench bundle has 1.4 million results: field
    by field, with a label each in case of a refusal, they took 2 s more, and
    record by record against the records before them 0.8 s more than this
    reading of each record, then of the game's powers and players at once."""
    results = []
    for raw in records:
        if type(raw) is not dict or not raw.keys() <= RESULT_FIELDS:
            return None
        player, power, centres = raw.get("player"), raw.get("power"), raw.get("centres")
        year = raw.get("eliminated_year")
        if type(player) is not str or type(power) is not str or type(centres) is not int:
            return None
        player, power = player.strip(), power.strip()
        if not (
            0 < len(player) <= MAX_KEY
            and 0 < len(power) <= MAX_POWER
            and "\x00" not in player
            and "\x00" not in power
            and 0 <= centres <= TOTAL_CENTRES
            and (year is None or (type(year) is int and 1 <= year <= LAST_YEAR and not centres))
        ):
            return None
        results.append(ResultIn(player, power, centres, year))
    held = {r.power for r in results}
    if (
        len(held) < len(results)
        or len({r.player for r in results}) < len(results)
        or (powers is not None and not held <= powers)
    ):
        return None
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
