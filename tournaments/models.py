"""The results data: players, tournaments, boards, online games, circuits.

Tournament boards and online games share one table (`Game`) and one result
table (`GameResult`): a board is a game with a round. Game-based ratings then
read a single table, and nothing about a result's shape is written twice.
Behaviour that spans rows (importing, scoring, ranking) lives in modules named
for it, not here.

Every edit of a player, tournament, round, game (board), result or standing
is kept in its history (django-simple-history: who, when, what), which the
admin shows and a superuser restores from. Bulk writes (imports) record their
own entries (``tournaments.importing.history``).
"""

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import models
from django.db.models import Q
from django.utils.text import slugify
from django.utils.translation import gettext_lazy as _
from django_countries.fields import CountryField
from simple_history.models import HistoricalRecords

from wdd.detail_urls import fast_reverse

from .event_kinds import EVENT_KINDS
from .scoring import charts
from .scoring.charts import MAX_YEARS as MAX_CHART_YEARS
from .search import collation_key, player_search_name, tournament_search_name

POWERS = ("Austria", "England", "France", "Germany", "Italy", "Russia", "Turkey")
TOTAL_CENTRES = 34


def name_slug(*parts: str) -> str:
    """ASCII slug for URLs; the stored names keep every accent exactly."""
    return slugify(" ".join(p for p in parts if p))[:200] or "x"


def board_slug(tournament_name: str, round_number: int, number: int) -> str:
    """A board's slug: its event, round and number (``Game.slug``, and the
    player page's lines, which read no Game)."""
    return name_slug(tournament_name, f"r{round_number}", f"b{number}")


def board_url(game_id: int, tournament_name: str, round_number: int, number: int) -> str:
    """A board's page (``Game.get_absolute_url``) from values read with a row."""
    return fast_reverse("game-detail", game_id, board_slug(tournament_name, round_number, number))


class Variant(models.TextChoices):
    CLASSIC = "classic", _("Classic")
    ANCIENT_MEDITERRANEAN = "ancient-mediterranean", _("Ancient Mediterranean")
    WORLD_IX = "world-ix", _("World IX")
    FALL_OF_THE_AMERICAN_EMPIRE = "fall-of-the-american-empire", _("Fall of the American Empire")
    MODERN_II = "modern-ii", _("Modern II")
    CLASSIC_CHAOS = "classic-chaos", _("Classic Chaos")
    FVA = "fva", _("France vs Austria")
    GVI = "gvi", _("Germany vs Italy")


#: the powers of the variants whose maps are fixed, in the order boards list them
VARIANT_POWERS = {
    "classic": POWERS,
    "fva": ("Austria", "France"),
    "gvi": ("Germany", "Italy"),
}


def variant_powers(variant: str) -> tuple[str, ...]:
    """The variant's powers, or () when its power names are free (chaos, other maps)."""
    return VARIANT_POWERS.get(variant, ())


class Press(models.TextChoices):
    FULL = "full", _("Full press")
    RULEBOOK = "rulebook", _("Rulebook press")
    PUBLIC = "public", _("Public press")
    GUNBOAT = "gunboat", _("Gunboat")


class GameScoring(models.TextChoices):
    DSS = "dss", _("Draw-size scoring")
    SOS = "sos", _("Sum-of-squares")


class ResultStatus(models.TextChoices):
    PLAYED = "", _("Played to the end")
    RESIGNED = "resigned", _("Resigned")


class Player(models.Model):
    key = models.CharField(_("key"), max_length=64, unique=True, help_text=_("Stable external id"))
    first_name = models.CharField(_("first name"), max_length=100)
    last_name = models.CharField(_("last name"), max_length=100)
    homonym = models.PositiveSmallIntegerField(
        _("homonym"),
        null=True,
        blank=True,
        help_text=_(
            "Tells apart players with the same name (the WDD's HOMONYME): "
            "the second Xavier MARTIN is 2."
        ),
    )
    nationality = CountryField(_("nationality"), blank=True, db_index=True)
    location = CountryField(_("location"), blank=True, db_index=True)
    slug = models.SlugField(max_length=200, editable=False)
    # Kept by save() and by the bulk importer (tournaments.search says why).
    search_name = models.CharField(max_length=255, editable=False, default="", db_index=True)
    sort_key = models.CharField(max_length=400, editable=False, default="", db_index=True)
    history = HistoricalRecords(excluded_fields=["slug", "search_name", "sort_key"])

    class Meta:
        ordering = ["sort_key", "id"]
        # The key too: the API lists players by (last, first, key), and without
        # it SQLite sorted each run of equal names, over every row before a
        # deep page (page 500: 65 ms of SQL; with it 0.8 ms).
        indexes = [models.Index(fields=["last_name", "first_name", "key"], name="player_name_idx")]
        constraints = [
            models.CheckConstraint(
                condition=Q(homonym__isnull=True) | Q(homonym__gte=1),
                name="player_homonym_positive",
            ),
        ]
        verbose_name = _("player")
        verbose_name_plural = _("players")

    def __str__(self) -> str:
        """The name with its homonym number where one is set ("Xavier MARTIN (2)"),
        so two players of the same name are told apart wherever a name is shown."""
        name = f"{self.first_name} {self.last_name}".strip()
        return f"{name} ({self.homonym})" if self.homonym else name

    def save(self, *args, **kwargs):
        self.set_derived()
        super().save(*args, **kwargs)

    def get_absolute_url(self) -> str:
        return fast_reverse("player-detail", self.pk, self.slug or "x")

    def set_derived(self) -> None:
        """Slug, search name and collation key from the names (save() and bulk writes)."""
        self.slug = name_slug(self.first_name, self.last_name)
        self.search_name = player_search_name(self.first_name, self.last_name)
        self.sort_key = collation_key(self.last_name, self.first_name)


class PlayerAlias(models.Model):
    """An external key that now resolves to another player (after a merge)."""

    key = models.CharField(max_length=64, unique=True)
    player = models.ForeignKey(Player, on_delete=models.CASCADE, related_name="aliases")

    class Meta:
        verbose_name = _("player alias")
        verbose_name_plural = _("player aliases")

    def __str__(self) -> str:
        return f"{self.key} → {self.player}"


class Circuit(models.Model):
    key = models.CharField(_("key"), max_length=64, unique=True)
    name = models.CharField(_("name"), max_length=200)
    season = models.CharField(_("season"), max_length=40, blank=True)
    best_of = models.PositiveSmallIntegerField(
        _("best N results count"),
        null=True,
        blank=True,
        help_text=_("Only a player's best N results count in the circuit standings"),
    )
    slug = models.SlugField(max_length=200, editable=False)

    class Meta:
        ordering = ["-season", "name"]
        verbose_name = _("circuit")
        verbose_name_plural = _("circuits")

    def __str__(self) -> str:
        return self.name

    def save(self, *args, **kwargs):
        self.slug = name_slug(self.name)
        super().save(*args, **kwargs)

    def get_absolute_url(self) -> str:
        return fast_reverse("circuit-detail", self.pk, self.slug or "x")


class Tournament(models.Model):
    class Kind(models.TextChoices):
        TOURNAMENT = "tournament", _("Tournament")
        LEAGUE = "league", _("League")

    key = models.CharField(_("key"), max_length=64, unique=True)
    name = models.CharField(_("name"), max_length=200)
    slug = models.SlugField(max_length=200, editable=False)
    start_date = models.DateField(_("start date"))
    # indexed by tournament_list_idx and the catalogue's index, which lead with it
    end_date = models.DateField(_("end date"))
    city = models.CharField(_("city"), max_length=100, blank=True)
    country = CountryField(_("country"), blank=True, db_index=True)
    world_championship = models.BooleanField(_("world championship"), default=False)
    kind = models.CharField(_("kind"), max_length=20, choices=Kind, default=Kind.TOURNAMENT)
    event_kind = models.CharField(
        _("event kind"), max_length=20, blank=True, db_index=True, choices=EVENT_KINDS
    )
    rounds = models.PositiveSmallIntegerField(_("number of rounds"), default=1)
    scoring_system = models.CharField(_("scoring system"), max_length=40, blank=True)
    aggregation = models.CharField(
        _("how game scores add up"),
        max_length=20,
        default="system",
        help_text=_("system = the scoring system's own rule"),
    )
    aggregation_n = models.PositiveSmallIntegerField(_("N (best N)"), null=True, blank=True)
    director = models.CharField(_("director"), max_length=200, blank=True)
    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="tournaments",
        verbose_name=_("owner"),
        help_text=_("The organizer who may edit this tournament"),
    )
    circuits = models.ManyToManyField(Circuit, blank=True, related_name="tournaments")
    # Kept by save() and by the bulk importer (tournaments.search says why).
    search_name = models.CharField(max_length=255, editable=False, default="", db_index=True)
    history = HistoricalRecords(excluded_fields=["slug", "search_name"])

    class Meta:
        ordering = ["-end_date", "-start_date", "name"]
        indexes = [
            models.Index(fields=["end_date", "start_date", "id"]),
            # The list's own order, name included: page 100 of 5,000 events
            # read 50 rows instead of sorting (and counting the players of)
            # every event before it (20 ms -> 0.4 ms of SQL).
            models.Index(fields=["-end_date", "-start_date", "name"], name="tournament_list_idx"),
        ]
        constraints = [
            models.CheckConstraint(
                condition=Q(end_date__gte=models.F("start_date")), name="tournament_dates_ordered"
            ),
            models.CheckConstraint(condition=Q(rounds__gte=1), name="tournament_rounds_positive"),
        ]
        verbose_name = _("tournament")
        verbose_name_plural = _("tournaments")

    def __str__(self) -> str:
        return self.name

    def save(self, *args, **kwargs):
        self.set_derived()
        super().save(*args, **kwargs)

    def get_absolute_url(self) -> str:
        return fast_reverse("tournament-detail", self.pk, self.slug or "x")

    def clean(self):
        if self.start_date and self.end_date and self.end_date < self.start_date:
            raise ValidationError({"end_date": _("The end date is before the start date.")})

    def set_derived(self) -> None:
        """Slug and search name from the name and city (save() and bulk writes)."""
        self.slug = name_slug(self.name)
        self.search_name = tournament_search_name(self.name, self.city)


class Round(models.Model):
    # indexed by round_unique_number, which leads with it
    tournament = models.ForeignKey(
        Tournament, on_delete=models.CASCADE, related_name="round_set", db_index=False
    )
    number = models.PositiveSmallIntegerField(_("round"))
    history = HistoricalRecords()

    class Meta:
        verbose_name = _("round")
        verbose_name_plural = _("rounds")
        ordering = ["tournament", "number"]
        constraints = [
            models.UniqueConstraint(fields=["tournament", "number"], name="round_unique_number"),
            models.CheckConstraint(condition=Q(number__gte=1), name="round_number_positive"),
        ]

    def __str__(self) -> str:
        return f"{self.tournament} — round {self.number}"


#: the history of games, kept for the Board and OnlineGame proxies too (below)
GAME_HISTORY = HistoricalRecords()


class Game(models.Model):
    """One game: a tournament board (round set) or a standalone online game (key set)."""

    key = models.CharField(max_length=64, unique=True, null=True, blank=True)
    # Indexed by board_unique_number and game_round_order_idx, which lead with it.
    round = models.ForeignKey(
        Round,
        null=True,
        blank=True,
        on_delete=models.CASCADE,
        related_name="boards",
        db_index=False,
    )
    number = models.PositiveSmallIntegerField(_("board"), null=True, blank=True)
    variant = models.CharField(max_length=40, choices=Variant, default=Variant.CLASSIC)
    press = models.CharField(max_length=20, choices=Press, default=Press.FULL)
    phase_minutes = models.PositiveIntegerField(
        null=True, blank=True, help_text=_("Minutes a phase; empty for face-to-face")
    )
    game_scoring = models.CharField(max_length=3, choices=GameScoring, default=GameScoring.DSS)
    end_date = models.DateField()  # indexed by game_order_idx, which leads with it
    # What webDiplomacy's games carry (optional; the Ghost Rating reads them):
    # the turn counter at the end, whether bots played, and when it ended.
    turns = models.PositiveSmallIntegerField(_("turns"), null=True, blank=True)
    bot = models.BooleanField(_("bots played"), default=False, db_default=False)
    end_time = models.DateTimeField(_("ended at"), null=True, blank=True)
    history = GAME_HISTORY

    class Meta:
        ordering = ["end_date", "id"]
        indexes = [
            models.Index(fields=["end_date", "id"], name="game_order_idx"),
            # The online games (round NULL) newest first, read backwards: the
            # API's list of 147,000 games sorted them all for every page (22 ms
            # for page 1, 350 ms for page 2,000; now 0.1 and 5 ms). With the
            # foreign key's index alone SQLite took NULL for a rare round.
            models.Index(fields=["round", "end_date", "id"], name="game_round_order_idx"),
            # What a player's lists sort their results by, found by each
            # game's id (PostgreSQL: an index-only lookup a result instead of
            # a heap fetch; the busiest player's 1,816 results 13 -> 7 ms).
            # Key columns, not INCLUDE, which SQLite lacks (and warns about).
            models.Index(fields=["id", "round", "end_date", "number"], name="game_sort_keys_idx"),
        ]
        constraints = [
            models.UniqueConstraint(fields=["round", "number"], name="board_unique_number"),
            models.CheckConstraint(
                condition=Q(round__isnull=True, key__isnull=False)
                | Q(round__isnull=False, number__isnull=False),
                name="game_is_board_or_keyed",
            ),
        ]
        verbose_name = _("game")
        verbose_name_plural = _("games")

    def __str__(self) -> str:
        if self.round_id:
            return f"Round {self.round.number}, board {self.number}"
        return self.key or f"game {self.pk}"

    def get_absolute_url(self) -> str:
        return fast_reverse("game-detail", self.pk, self.slug)

    @property
    def is_board(self) -> bool:
        return self.round_id is not None

    @property
    def slug(self) -> str:
        """A board: its event, round and number (reads ``round.tournament``);
        an online game: its key."""
        if self.round_id:
            rnd = self.round
            return board_slug(rnd.tournament.name, rnd.number, self.number)
        return name_slug(self.key or "")


class BoardManager(models.Manager):
    def get_queryset(self):
        return super().get_queryset().filter(round__isnull=False)


class OnlineGameManager(models.Manager):
    def get_queryset(self):
        return super().get_queryset().filter(round__isnull=True)


class Board(Game):
    """A tournament board: the same row as a game, seen through its round."""

    objects = BoardManager()

    class Meta:
        proxy = True
        ordering = ["round__number", "number"]
        verbose_name = _("board")
        verbose_name_plural = _("boards")


class OnlineGame(Game):
    objects = OnlineGameManager()

    class Meta:
        proxy = True
        verbose_name = _("online game")
        verbose_name_plural = _("online games")


class GameResult(models.Model):
    """One power's end position on one game."""

    # Indexed by the unique constraints, which lead with the game; the player:
    # by result_player_idx, which leads with them.
    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="results", db_index=False)
    player = models.ForeignKey(
        Player, on_delete=models.PROTECT, related_name="game_results", db_index=False
    )
    power = models.CharField(_("power"), max_length=40)
    centres = models.PositiveSmallIntegerField(_("centres"))
    eliminated_year = models.PositiveSmallIntegerField(_("eliminated in"), null=True, blank=True)
    #: Optional centre chart (tournaments.scoring.charts): centres at the end of each year
    #: from 1901, stored as "4,5,5,6" ("" when not recorded); a few systems break ties on it.
    centres_by_year = models.CharField(
        _("centres by year"),
        max_length=3 * MAX_CHART_YEARS,
        blank=True,
        default="",
        db_default="",  # raw bulk inserts that leave the column out (wdd.bulk) get no chart
        help_text=_(
            "Optional: the centres held at the end of each year from 1901, e.g. 4 5 5 6 7 "
            "(the WDD's CT_01..CT_20). Maxonian and 7Eleven break ties on it."
        ),
    )
    # "resigned": the player left before the game ended (webDiplomacy's games).
    status = models.CharField(
        _("status"),
        max_length=10,
        choices=ResultStatus,
        default=ResultStatus.PLAYED,
        db_default=ResultStatus.PLAYED,
        blank=True,
    )
    history = HistoricalRecords()

    class Meta:
        ordering = ["game", "power"]
        constraints = [
            models.UniqueConstraint(fields=["game", "power"], name="result_one_player_per_power"),
            models.UniqueConstraint(fields=["game", "player"], name="result_one_power_per_player"),
            models.CheckConstraint(
                condition=Q(centres__gte=0, centres__lte=TOTAL_CENTRES), name="result_centres_range"
            ),
            models.CheckConstraint(
                condition=Q(eliminated_year__isnull=True) | Q(centres=0),
                name="result_eliminated_has_no_centres",
            ),
        ]
        indexes = [
            # The few results with a status: the ratings' history reads them
            # apart from the others (``ratings.history.game_records``), through
            # this index instead of a scan of every result.
            models.Index(
                fields=["game", "player"], condition=~Q(status=""), name="result_status_idx"
            ),
            # A player's results with what their lists sort and count, without
            # a visit to the table: the player page reads the ids of every
            # result of the player (1,816 for the busiest) to sort them.
            # PostgreSQL: an index-only scan (7.5 -> 0.6 ms). The id is a key
            # column, not INCLUDE, which SQLite lacks (and warns about).
            models.Index(fields=["player", "game", "centres", "id"], name="result_player_idx"),
        ]
        verbose_name = _("result")
        verbose_name_plural = _("results")

    def __str__(self) -> str:
        return f"{self.power}: {self.centres}"

    @property
    def chart(self) -> tuple[int, ...]:
        """The centre chart as numbers (``()`` when not recorded)."""
        return charts.from_text(self.centres_by_year)

    def clean(self):
        if self.eliminated_year is not None and self.centres:
            raise ValidationError(_("An eliminated player has 0 centres."))


BoardResult = GameResult


def _track_proxy_history(records: HistoricalRecords, *proxies) -> None:
    """simple-history listens to the concrete model's signals, but a proxy's
    save sends them with the proxy as sender (the admin edits Board rows):
    listen to the proxies too, and let the history admin find the manager."""
    for proxy in proxies:
        proxy._meta.simple_history_manager_attribute = records.manager_name
        models.signals.post_save.connect(records.post_save, sender=proxy, weak=False)
        models.signals.pre_delete.connect(records.pre_delete, sender=proxy, weak=False)
        models.signals.post_delete.connect(records.post_delete, sender=proxy, weak=False)


_track_proxy_history(GAME_HISTORY, Board, OnlineGame)


class Standing(models.Model):
    """A final placement as the event published it (ties share a rank)."""

    # Indexed by standing_unique_player and the (player, tournament) index,
    # which lead with them.
    tournament = models.ForeignKey(
        Tournament, on_delete=models.CASCADE, related_name="standings", db_index=False
    )
    player = models.ForeignKey(
        Player, on_delete=models.PROTECT, related_name="standings", db_index=False
    )
    rank = models.PositiveIntegerField(_("rank"))
    score = models.FloatField(_("published score"), null=True, blank=True)
    dip_pouch_score = models.FloatField(
        _("Dip Pouch percentile"),
        null=True,
        blank=True,
        editable=False,
        help_text=_("(N + 0.5 - P) / N * 100, kept up to date with the standings"),
    )
    history = HistoricalRecords(excluded_fields=["dip_pouch_score"])

    class Meta:
        ordering = ["tournament", "rank", "id"]
        indexes = [models.Index(fields=["player", "tournament"])]
        constraints = [
            models.UniqueConstraint(fields=["tournament", "player"], name="standing_unique_player"),
            models.CheckConstraint(condition=Q(rank__gte=1), name="standing_rank_positive"),
        ]
        verbose_name = _("standing")
        verbose_name_plural = _("standings")

    def __str__(self) -> str:
        return f"{self.rank}. {self.player}"


class ComputedStanding(models.Model):
    """A placement computed by the tournament's scoring system from its boards."""

    # indexed by computed_standing_unique_player, which leads with it
    tournament = models.ForeignKey(
        Tournament, on_delete=models.CASCADE, related_name="computed_standings", db_index=False
    )
    player = models.ForeignKey(Player, on_delete=models.CASCADE, related_name="computed_standings")
    rank = models.PositiveIntegerField()
    score = models.FloatField()
    tier = models.PositiveSmallIntegerField(null=True, blank=True)
    wins = models.PositiveSmallIntegerField(null=True, blank=True)
    draws = models.PositiveSmallIntegerField(null=True, blank=True)
    best_game = models.FloatField(null=True, blank=True)
    games = models.PositiveSmallIntegerField(default=0)
    dip_pouch_score = models.FloatField()

    class Meta:
        verbose_name = _("computed standing")
        verbose_name_plural = _("computed standings")
        ordering = ["tournament", "rank", "id"]
        constraints = [
            models.UniqueConstraint(
                fields=["tournament", "player"], name="computed_standing_unique_player"
            ),
            models.CheckConstraint(condition=Q(rank__gte=1), name="computed_rank_positive"),
        ]

    def __str__(self) -> str:
        return f"{self.rank}. {self.player} ({self.score:g})"


class BoardScore(models.Model):
    """A result's score under its tournament's scoring system; dropped = not counted."""

    result = models.OneToOneField(GameResult, on_delete=models.CASCADE, related_name="board_score")
    score = models.FloatField()
    dropped = models.BooleanField(default=False)

    class Meta:
        verbose_name = _("board score")
        verbose_name_plural = _("board scores")

    def __str__(self) -> str:
        return f"{self.result}: {self.score:g}{' (dropped)' if self.dropped else ''}"


class CountryAward(models.Model):
    """Best country: the best game played with each power at a tournament."""

    # indexed by award_unique, which leads with it
    tournament = models.ForeignKey(
        Tournament, on_delete=models.CASCADE, related_name="awards", db_index=False
    )
    power = models.CharField(max_length=40)
    player = models.ForeignKey(Player, on_delete=models.CASCADE, related_name="country_awards")

    class Meta:
        verbose_name = _("best country award")
        verbose_name_plural = _("best country awards")
        ordering = ["tournament", "power"]
        constraints = [
            models.UniqueConstraint(fields=["tournament", "power", "player"], name="award_unique")
        ]

    def __str__(self) -> str:
        return f"Best {self.power}: {self.player}"


from .data_version import DataVersion  # noqa: E402,F401 - what the page cache keys pages by
from .pending import PendingImport  # noqa: E402,F401 - a model of this app, in a module of its own
from .players.merge_record import PlayerMerge  # noqa: E402,F401 - likewise
