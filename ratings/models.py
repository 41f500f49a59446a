"""Stored rating tables, written in bulk by the recompute and never edited by hand.

They are derived from the history (``ratings.services`` rewrites them from the
earliest day a change touches), so their references to players, games and
tournaments are not checked by the database (``db_constraint=False``): a
foreign-key check a row costs a third of a bulk insert of millions of rows.
Deleting a player, game or tournament through the ORM still deletes its rows
(``on_delete``), and the recompute that deletion queues rewrites the rest.

A recompute replaces one (system, category) table inside one transaction, so
readers see either the old table or the new one (MVCC on PostgreSQL, WAL
snapshots on SQLite). `TableState` carries what the pages show about a table:
when it was computed, whether a recompute is pending, and its size (so
pagination never has to COUNT a million rows).
"""

from django.db import models

from tournaments.models import Player

from .ranked_rows import RatedQuerySet


class TableState(models.Model):
    system = models.CharField(max_length=40)
    category = models.CharField(max_length=40)
    version = models.PositiveIntegerField(default=0, help_text="Bumped by every recompute")
    computed_at = models.DateTimeField(null=True, blank=True)
    duration_ms = models.PositiveIntegerField(null=True, blank=True)
    players = models.PositiveIntegerField(default=0)
    pending = models.BooleanField(default=False)
    # Bumped by every schedule_recompute: a recompute clears `pending` only if
    # no request arrived after it started reading the history.
    requested = models.PositiveBigIntegerField(default=0)
    # The earliest day a pending change touches (date.min: everything; None:
    # nothing pending); cleared with `pending`. The next recompute replays from
    # the last checkpoint on or before it.
    since = models.DateField(null=True, blank=True)
    # {year: digest of that year's change rows} (engines.digests);
    # None for a year only partly replayed. A recompute from scratch rewrites
    # from the first year whose digest differs, without reading rows back.
    digests = models.JSONField(default=dict, blank=True)
    # {"nationalities": [...], "locations": [...]}: the countries present in
    # the table, which its filters offer, written with the table by each
    # recompute (the rows are in memory then; read back, PostgreSQL scanned
    # the table twice for 50 ms a page). None until a recompute wrote them.
    countries = models.JSONField(null=True, blank=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["system", "category"], name="table_state_unique")
        ]

    def __str__(self) -> str:
        return f"{self.system}/{self.category}"


class RatingCheckpoint(models.Model):
    """Every table of a system as it stood before ``day`` (engines.codec bytes):
    a recompute resumes from the last one on or before the earliest change."""

    system = models.CharField(max_length=40)
    day = models.DateField()
    data = models.BinaryField()
    # The tables' rows as last written (ranks, nationality...), on the latest
    # checkpoint only: what tells a recompute which rating rows moved.
    rows = models.BinaryField(null=True, blank=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["system", "day"], name="checkpoint_unique_day")
        ]

    def __str__(self) -> str:
        return f"{self.system} before {self.day}"


class RecomputeLock(models.Model):
    """A per-system single-flight lock for when there is no Redis to hold it."""

    system = models.CharField(max_length=40, unique=True)
    holder = models.CharField(max_length=100, blank=True)  # "" when free
    expires_at = models.DateTimeField()
    # Set by a request that arrives while the lock is held: the holder runs once more.
    dirty = models.BooleanField(default=False)

    def __str__(self) -> str:
        return f"{self.system}: {self.holder or 'free'}"


class Rating(models.Model):
    system = models.CharField(max_length=40)
    category = models.CharField(max_length=40)
    # Indexed by rating_player_idx (player, system) below, not on its own.
    player = models.ForeignKey(
        Player,
        on_delete=models.CASCADE,
        related_name="ratings",
        db_index=False,
        db_constraint=False,
    )
    # Denormalised from the player so national tables filter one table.
    nationality = models.CharField(max_length=2, blank=True)
    location = models.CharField(max_length=2, blank=True)
    rating = models.FloatField()
    # No rank here: a row's ranks are read from its table's sheet
    # (``RankSheet``; ``ranked_rows`` attaches them to every instance read).
    # Systems with an uncertainty (OpenSkill) keep their Gaussian here.
    mu = models.FloatField(null=True, blank=True)
    sigma = models.FloatField(null=True, blank=True)
    events = models.PositiveIntegerField(default=0)
    peak = models.FloatField()
    last_played = models.DateField(null=True, blank=True)
    # The player's key (kept by ``services.names``), which breaks ties in
    # every order: a page sorted by events reads its ids from the order index.
    player_key = models.CharField(max_length=64, default="", editable=False)

    objects = RatedQuerySet.as_manager()

    class Meta:
        # The rank order: ranks are competition ranks on the rating, and the
        # key breaks ties, as on every page.
        ordering = ["system", "category", "-rating", "player_key"]
        constraints = [
            models.UniqueConstraint(
                fields=["system", "category", "player"], name="rating_unique_player"
            )
        ]
        indexes = [
            # The rank order is the rating's, highest first. The filter columns
            # ride along in this index instead of an index of their own: a
            # filtered table ("5+ events, active 5 years") then walks the ranks
            # in order, checks the filter on the
            # index entries and stops after a page (0.3 ms), and counts from
            # the index alone (3 ms at 27,000 rows). With an index led by
            # last_played, SQLite chose it and sorted every active row by rank
            # (24 ms for page 1). The key rides along too: a page sorted by
            # events reads its ids from this index alone (page 300: 13 ms of
            # SQL; through the table, 25 ms).
            models.Index(
                fields=["system", "category", "-rating", "last_played", "events", "player_key"],
                name="rating_order_idx",
            ),
            models.Index(
                fields=["system", "category", "nationality", "-rating", "player_key"],
                name="rating_nation_order_idx",
            ),
            models.Index(fields=["player", "system"], name="rating_player_idx"),
        ]

    def __str__(self) -> str:
        return f"{self.system}/{self.category} {self.player_id}: {self.rating:.2f}"


class RankSheet(models.Model):
    """A live table's ranking (``rank_sheets``): its players in rank order
    with their ranks, national ranks and nationalities, packed; written with
    the table's rows, in the same transaction. ``stamp`` changes with every
    write, so a process knows when the sheet it holds is stale."""

    system = models.CharField(max_length=40)
    category = models.CharField(max_length=40)
    stamp = models.BigIntegerField()
    data = models.BinaryField()

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["system", "category"], name="rank_sheet_unique")
        ]

    def __str__(self) -> str:
        return f"{self.system}/{self.category}"


class RatingName(models.Model):
    """A rating row's player in name order: the player's collation key and
    key, copied (kept by ``services.names``) so that a table sorted by name
    walks an index of its own (sorting the joined players took 28 ms of SQL
    for page 1, 90 ms for page 300; this walk, 1 ms). A table of its own, not
    columns of ``Rating``: a day of games rewrites tens of thousands of ranks,
    and rows 180 bytes wider made those writes a third slower."""

    system = models.CharField(max_length=40)
    category = models.CharField(max_length=40)
    player = models.ForeignKey(
        Player,
        on_delete=models.CASCADE,
        related_name="+",
        db_index=False,
        db_constraint=False,
    )
    sort_key = models.CharField(max_length=400)
    player_key = models.CharField(max_length=64)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["system", "category", "player"], name="rating_name_unique_player"
            )
        ]
        indexes = [
            models.Index(
                fields=["system", "category", "sort_key", "player_key"], name="rating_name_idx"
            ),
            models.Index(fields=["player"], name="rating_name_player_idx"),
        ]

    def __str__(self) -> str:
        return f"{self.system}/{self.category}: {self.player_key}"


class RatingTrail(models.Model):
    """A player's changes in one table: what each event or game did to their
    rating, in processing order, packed in ``data`` (``engines.trails``: one
    value a player and table, where a row a change made 4.4 million rows at
    bench scale). ``changes`` counts them; ``first_day`` and ``last_day`` are
    the days of the first and last, so that a write finds the trails holding
    changes from a day on, and a past day's table those changed since a year
    end, from the index alone."""

    system = models.CharField(max_length=40)
    category = models.CharField(max_length=40)
    # Indexed by the unique constraint below, which starts with the player.
    player = models.ForeignKey(
        Player,
        on_delete=models.CASCADE,
        related_name="rating_trails",
        db_index=False,
        db_constraint=False,
    )
    changes = models.PositiveIntegerField()
    first_day = models.DateField()
    last_day = models.DateField()
    data = models.BinaryField()

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["player", "system", "category"], name="trail_unique_player"
            )
        ]
        indexes = [
            models.Index(fields=["system", "category", "last_day"], name="trail_last_day_idx"),
        ]

    def __str__(self) -> str:
        return f"{self.system}/{self.category} {self.player_id}: {self.changes} changes"


class YearEnds(models.Model):
    """A player's place at every stored year end of one table, packed in
    ``data`` (``engines.year_tables.PLACE``: the day, their rank and national
    rank, the table's size and their rating, oldest first): what their
    history page shows of the past tables, in one read."""

    system = models.CharField(max_length=40)
    category = models.CharField(max_length=40)
    player = models.ForeignKey(
        Player,
        on_delete=models.CASCADE,
        related_name="year_ends",
        db_index=False,
        db_constraint=False,
    )
    data = models.BinaryField()

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["player", "system", "category"], name="year_ends_unique_player"
            )
        ]

    def __str__(self) -> str:
        return f"{self.system}/{self.category} {self.player_id}"


class PastTable(models.Model):
    """One table as it stood at the end of a past year: its rows in rank
    order, packed in ``data`` (``engines.year_tables``), with the columns of
    ``Rating``; written by the recompute for every year from the table's
    first change to the year before its last one (later days are the
    current table). Ranks are among the players listed then (those with an
    event or game counted by then). Its size (pagination never counts it) and
    a digest of its rows, so that a recompute rewrites only the years that
    changed."""

    system = models.CharField(max_length=40)
    category = models.CharField(max_length=40)
    as_of = models.DateField(help_text="The last day counted (31 December)")
    players = models.PositiveIntegerField(default=0)
    digest = models.CharField(max_length=32)
    data = models.BinaryField(default=bytes)

    class Meta:
        ordering = ["system", "category", "-as_of"]
        constraints = [
            models.UniqueConstraint(
                fields=["system", "category", "as_of"], name="past_table_unique"
            )
        ]

    def __str__(self) -> str:
        return f"{self.system}/{self.category} as of {self.as_of}: {self.players}"
