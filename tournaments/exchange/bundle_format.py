"""The results bundle's fields, choices and limits (``../shared/spec/interchange.md``).

Both readers of a record take them from here: the field-by-field one that words
a refusal (``bundle``) and the at-once one for plain games, boards and results
(``bundle_plain``), which must accept exactly what the first accepts; one
source keeps the two from drifting apart without either importing the other.
"""

from ..models import POWERS, GameScoring, Press, Tournament, Variant

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
