"""The games and their results: one table for tournament boards and online
games alike (a board is a game with a round), seen through two proxies, and
one table of results. The proxies' history is wired here, next to the one
history they share, so that no save of a Board or OnlineGame goes unrecorded.
"""

from django.core.exceptions import ValidationError
from django.db import models
from django.db.models import Q
from django.utils.translation import gettext_lazy as _
from simple_history.models import HistoricalRecords

from wdd.detail_urls import fast_reverse

from ..scoring import charts
from ..scoring.charts import MAX_YEARS as MAX_CHART_YEARS
from .choices import TOTAL_CENTRES, GameScoring, Press, ResultStatus, Variant
from .events import Round
from .players import Player
from .slugs import board_slug, name_slug

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
