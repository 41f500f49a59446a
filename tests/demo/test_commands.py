"""`manage.py generate_data` writes the seeded bundle and says how big it is."""

import io
import json

import pytest
from django.core.management import CommandError, call_command

from tournaments.demo import generate_bundle

from .contract import check_bundle


def test_generate_data_writes_the_seeded_bundle_to_a_file_and_reports_sizes(tmp_path):
    out = io.StringIO()
    path = tmp_path / "demo.json"
    call_command(
        "generate_data", "--players", "120", "--tournaments", "8", "--games", "700",
        "--seed", "5", "--output", str(path), stdout=out,
    )  # fmt: skip
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data == generate_bundle(120, 8, 700, 5)
    assert check_bundle(data) == []
    text = out.getvalue()
    assert "120 players" in text and "8 tournaments" in text and "700 game results" in text
    assert "Generated in" in text


def test_generate_data_writes_pure_json_to_stdout_with_dash(capsys):
    err = io.StringIO()
    call_command("generate_data", "--players", "30", "--tournaments", "2", "--games", "20",
                 "--output", "-", stderr=err)  # fmt: skip
    data = json.loads(capsys.readouterr().out)
    assert len(data["players"]) == 30
    assert "30 players" in err.getvalue()


def test_generate_data_can_reuse_real_boards(tmp_path):
    from tests.conftest import REAL_BOARDS_CSV

    path = tmp_path / "b.json"
    call_command("generate_data", "--players", "200", "--tournaments", "10", "--games", "0",
                 "--real-boards", str(REAL_BOARDS_CSV), "--output", str(path),
                 stdout=io.StringIO())  # fmt: skip
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data == generate_bundle(200, 10, 0, 1, real_boards_csv=REAL_BOARDS_CSV)


def test_generate_data_refuses_impossible_sizes_with_a_clear_message():
    with pytest.raises(CommandError, match="at least 7 players"):
        call_command("generate_data", "--players", "3", "--output", "-")
    with pytest.raises(CommandError, match="must not be negative"):
        call_command("generate_data", "--games", "-1", "--output", "-")
