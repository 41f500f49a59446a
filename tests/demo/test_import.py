"""Generated bundles go through the import service, and `load_demo --if-empty`
is safe to run again."""

import io

import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command

from tests.conftest import REAL_BOARDS_CSV
from tournaments.demo import bundle_sizes, generate_bundle

importing = pytest.importorskip("tournaments.importing")


def test_the_full_demo_bundle_passes_the_importers_validation():
    from tournaments.exchange.bundle import parse_bundle

    bundle = generate_bundle(600, 45, 10_000, 2026, real_boards_csv=REAL_BOARDS_CSV)
    batch = parse_bundle(bundle, "demo")
    assert batch is not None


def test_a_small_generated_bundle_imports(db):
    from tournaments.models import Circuit, Game, GameResult, Player, Standing, Tournament

    bundle = generate_bundle(150, 8, 600, 12, real_boards_csv=REAL_BOARDS_CSV)
    sizes = bundle_sizes(bundle)
    report = importing.import_bundle_data(bundle, source="synthetic")
    assert isinstance(report.summary(), str)
    assert Player.objects.count() == 150
    assert Tournament.objects.count() == 8
    assert Circuit.objects.count() == sizes["circuits"]
    assert Game.objects.count() == sizes["boards"] + sizes["games"]
    assert GameResult.objects.count() == sizes["board_results"] + sizes["game_results"]
    assert Standing.objects.count() == sizes["standings"]
    assert Player.objects.filter(last_name__regex=r"[^\x00-\x7f]").exists()


SMALL_DEMO = ["--players", "80", "--tournaments", "6", "--games", "300"]


def counts():
    from tournaments.models import Game, GameResult, Player, Standing, Tournament

    return [m.objects.count() for m in (Player, Tournament, Game, GameResult, Standing)]


def test_load_demo_if_empty_loads_once_then_does_nothing(db):
    out = io.StringIO()
    call_command("load_demo", "--if-empty", *SMALL_DEMO, stdout=out, stderr=io.StringIO())
    first = counts()
    assert first[0] == 80 and first[1] == 6
    assert "Imported" in out.getvalue()

    again = io.StringIO()
    call_command("load_demo", "--if-empty", *SMALL_DEMO, "--seed", "7", stdout=again)
    assert counts() == first
    assert "not loaded" in again.getvalue()


def test_load_demo_creates_the_admin_and_an_organizer_who_owns_a_few_tournaments(db):
    from tournaments.models import Tournament

    call_command("load_demo", *SMALL_DEMO, stdout=io.StringIO(), stderr=io.StringIO())
    User = get_user_model()
    admin = User.objects.get(username="admin")
    assert admin.is_superuser and admin.check_password("admin")
    organizer = User.objects.get(username="organizer")
    assert organizer.is_staff and not organizer.is_superuser
    assert organizer.check_password("organizer")
    owned = Tournament.objects.filter(owner=organizer)
    assert 1 <= owned.count() <= 3
    assert not owned.filter(world_championship=True).exists()


def test_running_load_demo_twice_keeps_one_copy_of_everything(db):
    call_command("load_demo", *SMALL_DEMO, stdout=io.StringIO(), stderr=io.StringIO())
    first = counts()
    call_command("load_demo", *SMALL_DEMO, stdout=io.StringIO(), stderr=io.StringIO())
    assert counts() == first
    assert get_user_model().objects.filter(username__in=["admin", "organizer"]).count() == 2
