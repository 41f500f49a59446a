"""Enforce "a board's centres add up to at most 34" in the database itself.

A CHECK constraint cannot see other rows, so this is a trigger. On PostgreSQL
it is a deferred constraint trigger, checked at commit, so an edit that moves
centres between two players in two UPDATEs is judged on the final board.
SQLite has no deferred triggers: there the check runs on INSERT (imports and
new rows); updates are validated by the model and the importer.
"""
from django.db import migrations

SQLITE_UP = """
CREATE TRIGGER IF NOT EXISTS result_board_total_insert
BEFORE INSERT ON tournaments_gameresult
WHEN (SELECT COALESCE(SUM(centres), 0) FROM tournaments_gameresult
      WHERE game_id = NEW.game_id) + NEW.centres > 34
BEGIN SELECT RAISE(ABORT, 'CHECK constraint failed: board total centres exceed 34'); END;
"""
SQLITE_DOWN = "DROP TRIGGER IF EXISTS result_board_total_insert;"

PG_UP = """
CREATE OR REPLACE FUNCTION tournaments_check_board_total() RETURNS trigger AS $$
BEGIN
  IF (SELECT COALESCE(SUM(centres), 0) FROM tournaments_gameresult
      WHERE game_id = NEW.game_id) > 34 THEN
    RAISE EXCEPTION 'board total centres exceed 34 (game %)', NEW.game_id
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
DROP TRIGGER IF EXISTS result_board_total ON tournaments_gameresult;
CREATE CONSTRAINT TRIGGER result_board_total
AFTER INSERT OR UPDATE ON tournaments_gameresult
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION tournaments_check_board_total();
"""
PG_DOWN = """
DROP TRIGGER IF EXISTS result_board_total ON tournaments_gameresult;
DROP FUNCTION IF EXISTS tournaments_check_board_total();
"""


def up(apps, schema_editor):
    vendor = schema_editor.connection.vendor
    sql = {"sqlite": SQLITE_UP, "postgresql": PG_UP}.get(vendor)
    if sql:
        schema_editor.execute(sql, params=None)  # no placeholders: keep "%" literal


def down(apps, schema_editor):
    vendor = schema_editor.connection.vendor
    sql = {"sqlite": SQLITE_DOWN, "postgresql": PG_DOWN}.get(vendor)
    if sql:
        schema_editor.execute(sql, params=None)  # no placeholders: keep "%" literal


class Migration(migrations.Migration):
    dependencies = [("tournaments", "0001_initial")]
    operations = [migrations.RunPython(up, down)]
