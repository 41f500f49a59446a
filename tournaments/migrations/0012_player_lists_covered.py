"""The player page's sort keys read from indexes (``result_player_idx``,
``game_sort_keys_idx``), and the foreign keys' and dates' own indexes dropped
where a constraint or another index leads with the same column (an index
fewer to build for each imported or recomputed row, the results' two among
them: 1.4M rows each).

Only the indexes change: the state's ``AlterField``s would remake the tables
on SQLite (the results copied four times) and re-validate the foreign keys on
PostgreSQL, so the database side drops the indexes by name alone."""

import django.db.models.deletion
from django.db import migrations, models

#: the indexes the ``AlterField``s retire: (Django's generated name, the same on
#: every backend; table; column)
RETIRED = [
    ("tournaments_tournament_end_date_c9393f83", "tournaments_tournament", "end_date"),
    (
        "tournaments_historicaltournament_end_date_e237eff4",
        "tournaments_historicaltournament",
        "end_date",
    ),
    ("tournaments_round_tournament_id_a359f4ed", "tournaments_round", "tournament_id"),
    ("tournaments_standing_tournament_id_26205d53", "tournaments_standing", "tournament_id"),
    ("tournaments_standing_player_id_55217065", "tournaments_standing", "player_id"),
    (
        "tournaments_computedstanding_tournament_id_01822824",
        "tournaments_computedstanding",
        "tournament_id",
    ),
    (
        "tournaments_countryaward_tournament_id_d15ca8c4",
        "tournaments_countryaward",
        "tournament_id",
    ),
    ("tournaments_game_end_date_6ed13868", "tournaments_game", "end_date"),
    ("tournaments_game_round_id_28719b7d", "tournaments_game", "round_id"),
    ("tournaments_gameresult_game_id_836cb7c8", "tournaments_gameresult", "game_id"),
    ("tournaments_gameresult_player_id_396becff", "tournaments_gameresult", "player_id"),
    ("tournaments_historicalgame_end_date_76f2a693", "tournaments_historicalgame", "end_date"),
]


class Migration(migrations.Migration):
    dependencies = [
        ("tournaments", "0011_results_with_status_indexed"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.AlterField(
                    model_name="computedstanding",
                    name="tournament",
                    field=models.ForeignKey(
                        db_index=False,
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="computed_standings",
                        to="tournaments.tournament",
                    ),
                ),
                migrations.AlterField(
                    model_name="countryaward",
                    name="tournament",
                    field=models.ForeignKey(
                        db_index=False,
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="awards",
                        to="tournaments.tournament",
                    ),
                ),
                migrations.AlterField(
                    model_name="game",
                    name="end_date",
                    field=models.DateField(),
                ),
                migrations.AlterField(
                    model_name="game",
                    name="round",
                    field=models.ForeignKey(
                        blank=True,
                        db_index=False,
                        null=True,
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="boards",
                        to="tournaments.round",
                    ),
                ),
                migrations.AlterField(
                    model_name="gameresult",
                    name="game",
                    field=models.ForeignKey(
                        db_index=False,
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="results",
                        to="tournaments.game",
                    ),
                ),
                migrations.AlterField(
                    model_name="gameresult",
                    name="player",
                    field=models.ForeignKey(
                        db_index=False,
                        on_delete=django.db.models.deletion.PROTECT,
                        related_name="game_results",
                        to="tournaments.player",
                    ),
                ),
                migrations.AlterField(
                    model_name="historicalgame",
                    name="end_date",
                    field=models.DateField(),
                ),
                migrations.AlterField(
                    model_name="historicaltournament",
                    name="end_date",
                    field=models.DateField(verbose_name="end date"),
                ),
                migrations.AlterField(
                    model_name="round",
                    name="tournament",
                    field=models.ForeignKey(
                        db_index=False,
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="round_set",
                        to="tournaments.tournament",
                    ),
                ),
                migrations.AlterField(
                    model_name="standing",
                    name="player",
                    field=models.ForeignKey(
                        db_index=False,
                        on_delete=django.db.models.deletion.PROTECT,
                        related_name="standings",
                        to="tournaments.player",
                    ),
                ),
                migrations.AlterField(
                    model_name="standing",
                    name="tournament",
                    field=models.ForeignKey(
                        db_index=False,
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="standings",
                        to="tournaments.tournament",
                    ),
                ),
                migrations.AlterField(
                    model_name="tournament",
                    name="end_date",
                    field=models.DateField(verbose_name="end date"),
                ),
            ],
            database_operations=[
                migrations.RunSQL(
                    [f'DROP INDEX IF EXISTS "{name}"' for name, _table, _column in RETIRED],
                    reverse_sql=[
                        f'CREATE INDEX "{name}" ON "{table}" ("{column}")'
                        for name, table, column in RETIRED
                    ],
                ),
            ],
        ),
        migrations.AddIndex(
            model_name="game",
            index=models.Index(
                fields=["id", "round", "end_date", "number"], name="game_sort_keys_idx"
            ),
        ),
        migrations.AddIndex(
            model_name="gameresult",
            index=models.Index(
                fields=["player", "game", "centres", "id"], name="result_player_idx"
            ),
        ),
    ]
