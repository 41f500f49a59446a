"""JSON files saved from the World Diplomacy Reference (WDR) API.

Two shapes, told apart by their keys (a file may also be a JSON list of them):

* a player, `GET /api/v1/players/<id>`::

    {"player_wdd_id": 1234, "player_first_name": "Cyrille", "player_last_name": "Sevin",
     "player_nationality": "FR", "player_location": "FR",
     "player_tournaments_played": [
        {"tournament_id": 1545, "tournament_wdd_id": 987, "tournament_name": "...",
         "tournament_start_date": "2013-08-23", "tournament_end_date": "2013-08-25",
         "tournament_kind": "WDC", "tournament_event_type": "Tournament",
         "tournament_player_rank": 3}],
     "player_boards_played": [
        {"board_tournament": 1545, "board_round": 1, "board_number": 2,
         "board_power": "France", "board_centers": 12, "board_score": 40.5,
         "board_rank": 1, "board_year_of_elimination": null, "board_is_top": false,
         "board_url": null, "board_variant": "Standard (7)"}],
     "player_awards": [...], "player_rankings": {...}}

* a tournament, `GET /api/v1/tournaments/<id>`::

    {"tournament_id": 1545, "tournament_wdd_id": 987, "tournament_name": "...",
     "tournament_start_date": "...", "tournament_end_date": "...", "tournament_kind": "WDC",
     "tournament_classifications": [
        {"player_id": 4173, "player_wdd_id": 1234, "player_full_name": "Cyrille Sevin",
         "player_first_name": "Cyrille", "player_last_name": "Sevin",
         "player_nationality": "FR", "player_score": 12.5, "player_rank": 1}]}

Keys: a player is "wdd-<player_wdd_id>" (the bundle's convention for WDD ids),
or "wdr-<player_id>" when the WDR gives no WDD id (null or -1). A tournament
is "wdd-t<tournament_wdd_id>", or "wdr-t<tournament_id>" when it has no WDD id.

A player file is per-player pieces: it adds or corrects that player's
placement and board results and never removes anyone else's; a tournament it
names is created (from its name, dates and kind) only if missing. A
tournament file's classification replaces the tournament's standings, and
must be a possible one (``tournaments.placements``: no rank above the players
it ranks, ties that add up); a player file's placement, one of a tournament
whose size it does not give, can only be checked to be 1 or more.

Quirks, normalised only where the meaning is certain, else refused naming the
record: rank -1 or null = unranked (row skipped, with a warning); centres -1
or null = unknown (the board row is refused, unless it carries no result at
all: no centres, rank -1/null and no score, then it is skipped with a
warning); variant "Standard (7)", "Standard", "Classic" = classic (other
variants by their name; unknown ones refused); kind "CUP ☆☆☆" = CUP;
nationality/location null or "" = none. Board score and rank, awards and
rankings are not imported (scores are computed here by the tournament's own
system). Fields the WDR adds that are not listed are ignored, with a warning.
"""

from datetime import date

from django.utils.translation import gettext as _
from django.utils.translation import gettext_noop

from ..event_kinds import is_known, normalise, reconcile, unknown_message
from ..models import POWERS, TOTAL_CENTRES, Tournament, Variant
from ..placements import impossible_ranks
from . import fields as f
from .records import Batch, GameIn, PartialTournament, PlayerIn, ResultIn, StandingIn, TournamentIn
from .wdd_countries import UnknownCode, to_iso
from .wording import Label, rank_problem, text

PLAYER_FIELDS = {
    "player_id",
    "player_wdd_id",
    "player_first_name",
    "player_last_name",
    "player_nationality",
    "player_location",
    "player_tournaments_played",
    "player_boards_played",
}
PLAYER_IGNORED = {"player_awards", "player_rankings", "player_full_name", "player_url"}
TOURNAMENT_FIELDS = {
    "tournament_id",
    "tournament_wdd_id",
    "tournament_name",
    "tournament_start_date",
    "tournament_end_date",
    "tournament_kind",
    "tournament_event_type",
    "tournament_player_rank",
}
TOURNAMENT_FILE_FIELDS = TOURNAMENT_FIELDS - {"tournament_player_rank"} | {
    "tournament_classifications"
}
TOURNAMENT_IGNORED = {
    "tournament_url",
    "tournament_location",
    "tournament_city",
    "tournament_country",
}
CLASSIFICATION_FIELDS = {
    "player_id",
    "player_wdd_id",
    "player_full_name",
    "player_first_name",
    "player_last_name",
    "player_nationality",
    "player_location",
    "player_score",
    "player_rank",
}
BOARD_FIELDS = {
    "board_tournament",
    "board_round",
    "board_number",
    "board_power",
    "board_centers",
    "board_score",
    "board_rank",
    "board_year_of_elimination",
    "board_is_top",
    "board_url",
    "board_variant",
}

CLASSIC_LABELS = {"standard (7)", "standard", "classic"}
VARIANT_LABELS = {label.casefold(): value for value, label in Variant.choices}
VARIANT_LABELS.update({v.casefold(): v for v in Variant.values})
VARIANT_LABELS.update(dict.fromkeys(CLASSIC_LABELS, Variant.CLASSIC.value))
EVENT_TYPES = {"tournament": Tournament.Kind.TOURNAMENT, "league": Tournament.Kind.LEAGUE}


def is_wdr(data) -> bool:
    """A WDR player or tournament object, or a non-empty list of them."""
    if isinstance(data, list):
        return bool(data) and all(is_wdr(item) for item in data if not isinstance(item, list))
    return isinstance(data, dict) and (
        "player_wdd_id" in data
        or "player_boards_played" in data
        or "player_tournaments_played" in data
        or "tournament_classifications" in data
    )


def parse_wdr(data, file: str) -> Batch:
    batch = Batch()
    items = data if isinstance(data, list) else [data]
    for i, item in enumerate(items):
        label = Label(gettext_noop("item #%(n)s"), n=i + 1) if isinstance(data, list) else ""
        if isinstance(item, dict) and "tournament_classifications" in item:
            part = _tournament_file(item, file, label)
        else:
            part = _player_file(item, file, label)
        batch.merge(part, file)
    return batch


# -- shared readers -------------------------------------------------------------


def _where(file: str, prefix, record: Label) -> f.Where:
    """The record, after the item of a list of WDR objects when the file is one."""
    return f.Where(
        file,
        Label(gettext_noop("%(item)s %(record)s"), item=prefix, record=record)
        if prefix
        else record,
    )


def _unknown_fields(obj: dict, known: set, ignored: set, where: f.Where, batch: Batch) -> None:
    extra = sorted(set(obj) - known - ignored)
    if extra:
        batch.warnings.append(
            _("%(file)s: %(record)s: fields not read: %(fields)s")
            % {"file": where.file, "record": text(where.record), "fields": ", ".join(extra[:10])}
        )


def _id(obj: dict, name: str, where: f.Where, *, required=True) -> int | None:
    """A positive WDR/WDD id; null or -1 (the WDR's "none") gives None."""
    value = obj.get(name)
    if value is None or value == -1:
        if required:
            raise where.fail(_("%(field)s is missing") % {"field": name})
        return None
    if isinstance(value, str) and value.isdigit():
        value = int(value)
    return f.integer({name: value}, name, where, low=1, high=10**9)


def player_key(wdd_id: int | None, wdr_id: int | None, where: f.Where) -> str:
    if wdd_id is not None:
        return f"wdd-{wdd_id}"
    if wdr_id is not None:
        return f"wdr-{wdr_id}"
    raise where.fail(_("has neither player_wdd_id nor player_id: cannot key the player"))


def tournament_key(obj: dict, where: f.Where) -> str:
    wdd = _id(obj, "tournament_wdd_id", where, required=False)
    if wdd is not None:
        return f"wdd-t{wdd}"
    return f"wdr-t{_id(obj, 'tournament_id', where)}"


def _country(obj: dict, name: str, where: f.Where) -> str:
    value = obj.get(name)
    if value is None:
        return ""
    if not isinstance(value, str):
        raise where.fail(
            _("%(field)s must be a country code, got %(type)s")
            % {"field": name, "type": f.type_name(value)}
        )
    try:
        return to_iso(value)
    except UnknownCode as e:
        raise where.fail(f"{name} {e}") from None


def _rank(obj: dict, name: str, where: f.Where) -> int | None:
    """A placement; -1 or null (the WDR's "unranked") gives None."""
    value = obj.get(name)
    if value is None or value == -1:
        return None
    return f.integer(obj, name, where, low=1, high=1_000_000)


def _meta(obj: dict, key: str, where: f.Where) -> TournamentIn | None:
    """The tournament's description, or None when the file lacks its name or dates."""
    name = obj.get("tournament_name")
    start, end = obj.get("tournament_start_date"), obj.get("tournament_end_date")
    if not isinstance(name, str) or not name.strip() or start is None or end is None:
        return None
    start_date = _date(start, "tournament_start_date", where)
    end_date = _date(end, "tournament_end_date", where)
    if end_date < start_date:
        raise where.fail(
            _("tournament_end_date %(end)s is before tournament_start_date %(start)s")
            % {"end": end_date, "start": start_date}
        )
    kind_text = obj.get("tournament_kind")
    event_kind = ""
    if kind_text is not None:
        if not isinstance(kind_text, str):
            raise where.fail(
                _("tournament_kind must be a string, got %(type)s")
                % {"type": f.type_name(kind_text)}
            )
        event_kind = normalise(kind_text)
        if event_kind and not is_known(event_kind):
            raise where.fail(unknown_message(event_kind))
    event_kind, wdc = reconcile(event_kind, False, explicit=False)
    kind = Tournament.Kind.TOURNAMENT
    event_type = obj.get("tournament_event_type")
    if isinstance(event_type, str) and event_type.strip():
        if event_type.strip().casefold() not in EVENT_TYPES:
            raise where.fail(
                _("tournament_event_type %(value)s is not one of Tournament, League")
                % {"value": repr(event_type[:40])}
            )
        kind = EVENT_TYPES[event_type.strip().casefold()]
    return TournamentIn(
        key=key,
        name=f.text(obj, "tournament_name", where, max_length=200),
        start_date=start_date,
        end_date=end_date,
        world_championship=wdc,
        kind=kind,
        event_kind=event_kind,
    )


def _date(value, name: str, where: f.Where) -> date:
    if isinstance(value, str) and len(value) > 10 and value[10] in "T ":
        value = value[:10]  # "2013-08-23T00:00:00": the date part is the date
    return f.parse_date(value, name, where)


# -- player files ---------------------------------------------------------------


def _player_file(obj, file: str, label: str) -> Batch:
    batch = Batch()
    where = _where(file, label, Label(gettext_noop("player")))
    if not isinstance(obj, dict):
        raise where.fail(
            _("expected a WDR player object, got %(type)s") % {"type": f.type_name(obj)}
        )
    _unknown_fields(obj, PLAYER_FIELDS, PLAYER_IGNORED, where, batch)
    key = player_key(
        _id(obj, "player_wdd_id", where, required=False),
        _id(obj, "player_id", where, required=False),
        where,
    )
    where = _where(file, label, Label(gettext_noop("player %(key)s"), key=key))
    batch.players[key] = PlayerIn(
        key=key,
        first_name=f.text(obj, "player_first_name", where, max_length=100, required=False),
        last_name=f.text(obj, "player_last_name", where, max_length=100),
        nationality=_country(obj, "player_nationality", where),
        location=_country(obj, "player_location", where),
    )
    tournaments = f.a_list(obj, "player_tournaments_played", where) or []
    by_wdr_id: dict[int, str] = {}
    for i, t in enumerate(tournaments):
        here = where.child(
            Label(gettext_noop("%(record)s tournament #%(n)s"), record=where.record, n=i + 1)
        )
        if not isinstance(t, dict):
            raise here.fail(_("expected an object, got %(type)s") % {"type": f.type_name(t)})
        _unknown_fields(t, TOURNAMENT_FIELDS, TOURNAMENT_IGNORED, here, batch)
        t_key = tournament_key(t, here)
        here = where.child(
            Label(gettext_noop("%(record)s tournament %(key)s"), record=where.record, key=t_key)
        )
        wdr_id = _id(t, "tournament_id", here, required=False)
        if wdr_id is not None:
            by_wdr_id[wdr_id] = t_key
        piece = PartialTournament(key=t_key, meta=_meta(t, t_key, here), source=file)
        rank = _rank(t, "tournament_player_rank", here)
        if rank is None:
            batch.warnings.append(
                _("%(file)s: %(record)s: unranked (rank -1 or null): no standing")
                % {"file": file, "record": text(here.record)}
            )
        else:
            piece.standings[key] = StandingIn(player=key, rank=rank)
        _add_piece(batch, piece, file)
    boards = f.a_list(obj, "player_boards_played", where) or []
    for i, b in enumerate(boards):
        here = where.child(
            Label(gettext_noop("%(record)s board #%(n)s"), record=where.record, n=i + 1)
        )
        if not isinstance(b, dict):
            raise here.fail(_("expected an object, got %(type)s") % {"type": f.type_name(b)})
        _unknown_fields(b, BOARD_FIELDS, set(), here, batch)
        t_id = _id(b, "board_tournament", here)
        if t_id not in by_wdr_id:
            raise here.fail(
                _(
                    "board_tournament %(id)s is not in player_tournaments_played: cannot tell "
                    "which tournament the board belongs to"
                )
                % {"id": t_id}
            )
        t_key = by_wdr_id[t_id]
        rnd = f.integer(b, "board_round", here, low=1, high=99)
        number = f.integer(b, "board_number", here, low=1, high=9999)
        here = where.child(
            Label(
                gettext_noop("%(record)s tournament %(key)s round %(round)s board %(board)s"),
                record=where.record,
                key=t_key,
                round=rnd,
                board=number,
            )
        )
        result = _board_result(b, key, here, batch)
        if result is None:
            continue
        variant, result = result
        piece = PartialTournament(key=t_key, source=file)
        piece.boards[rnd, number] = GameIn(
            end_date=None, results=[result], round=rnd, number=number, variant=variant
        )
        _add_piece(batch, piece, file)
    return batch


def _add_piece(batch: Batch, piece: PartialTournament, file: str) -> None:
    if piece.key in batch.partial:
        batch.partial[piece.key].absorb(piece, file)
    else:
        batch.partial[piece.key] = piece


def _board_result(b: dict, player: str, where: f.Where, batch: Batch):
    centres = b.get("board_centers")
    if centres is None or centres == -1:
        if _rank(b, "board_rank", where) is None and b.get("board_score") is None:
            batch.warnings.append(
                _("%(file)s: %(record)s: no result (centres unknown, no rank, no score): skipped")
                % {"file": where.file, "record": text(where.record)}
            )
            return None
        raise where.fail(
            _(
                "board_centers %(centres)s means the centres are unknown: a board result "
                "needs its centres"
            )
            % {"centres": centres if centres is not None else "null"}
        )
    centres = f.integer(b, "board_centers", where, low=0, high=TOTAL_CENTRES)
    variant_text = b.get("board_variant")
    if variant_text is None:
        variant = Variant.CLASSIC.value
    elif not isinstance(variant_text, str) or variant_text.strip().casefold() not in VARIANT_LABELS:
        shown = variant_text[:40] if isinstance(variant_text, str) else f.type_name(variant_text)
        raise where.fail(
            _("board_variant %(value)s is not a variant this site knows") % {"value": repr(shown)}
        )
    else:
        variant = VARIANT_LABELS[variant_text.strip().casefold()]
    power = f.text(b, "board_power", where, max_length=40)
    if variant == Variant.CLASSIC and power not in POWERS:
        raise where.fail(
            _("board_power %(power)s is not a power of classic") % {"power": repr(power)}
        )
    year = b.get("board_year_of_elimination")
    if year in (None, 0, -1):
        year = None
    else:
        year = f.integer(b, "board_year_of_elimination", where, low=1901, high=3000)
    if year is not None and centres:
        raise where.fail(
            _("eliminated in %(year)s but holds %(centres)s centres")
            % {"year": year, "centres": centres}
        )
    return variant, ResultIn(player=player, power=power, centres=centres, eliminated_year=year)


# -- tournament files -----------------------------------------------------------


def _tournament_file(obj: dict, file: str, label: str) -> Batch:
    batch = Batch()
    where = _where(file, label, Label(gettext_noop("tournament")))
    _unknown_fields(obj, TOURNAMENT_FILE_FIELDS, TOURNAMENT_IGNORED, where, batch)
    key = tournament_key(obj, where)
    where = _where(file, label, Label(gettext_noop("tournament %(key)s"), key=key))
    piece = PartialTournament(key=key, meta=_meta(obj, key, where), source=file)
    rows = f.a_list(obj, "tournament_classifications", where) or []
    standings, seen = [], set()
    for i, row in enumerate(rows):
        here = where.child(
            Label(gettext_noop("%(record)s classification #%(n)s"), record=where.record, n=i + 1)
        )
        if not isinstance(row, dict):
            raise here.fail(_("expected an object, got %(type)s") % {"type": f.type_name(row)})
        _unknown_fields(row, CLASSIFICATION_FIELDS, set(), here, batch)
        p_key = player_key(
            _id(row, "player_wdd_id", here, required=False),
            _id(row, "player_id", here, required=False),
            here,
        )
        here = where.child(
            Label(
                gettext_noop("%(record)s classification of %(player)s"),
                record=where.record,
                player=p_key,
            )
        )
        first, last = row.get("player_first_name"), row.get("player_last_name")
        if last is not None:
            batch.players[p_key] = PlayerIn(
                key=p_key,
                first_name=f.text(row, "player_first_name", here, max_length=100, required=False),
                last_name=f.text(row, "player_last_name", here, max_length=100),
                nationality=_country(row, "player_nationality", here),
                location=_country(row, "player_location", here),
            )
        elif first is not None:
            raise here.fail(_("player_first_name without player_last_name"))
        # Only a full name: the player must be known already (e.g. from their WDR player
        # file in the same import); the full name is never split by guesswork.
        rank = _rank(row, "player_rank", here)
        if rank is None:
            batch.warnings.append(
                _("%(file)s: %(record)s: unranked (rank -1 or null): skipped")
                % {"file": file, "record": text(here.record)}
            )
            continue
        if p_key in seen:
            raise here.fail(_("the player is listed twice in the classification"))
        seen.add(p_key)
        standings.append(
            StandingIn(
                player=p_key, rank=rank, score=f.number(row, "player_score", here, required=False)
            )
        )
    for problem in impossible_ranks((s.player, s.rank) for s in standings):
        here = Label(
            gettext_noop("%(record)s classification of %(player)s"),
            record=where.record,
            player=problem.key,
        )
        raise where.child(here).fail(rank_problem(problem))
    batch.partial[key] = piece
    batch.csv_standings[key] = standings
    return batch
