"""Load a demo dataset: synthetic players, tournaments (with the real boards),
circuits and online games, imported through the one import service, then
standings and ratings computed, plus an admin and an organizer account."""

import time

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError

from ratings.services import recompute_all
from tournaments.admin.organizers import ensure_organizer_group
from tournaments.demo import bundle_sizes, generate_bundle
from tournaments.importing import import_bundle_data
from tournaments.models import Player, Tournament
from tournaments.standings import recompute_standings

DEMO_PLAYERS = 600
DEMO_TOURNAMENTS = 45
DEMO_GAME_RESULTS = 10_000  # about 1,500 online games
ORGANIZER_TOURNAMENTS = 3


def real_boards_csv():
    """The 40 real end positions shipped next to the project, if present."""
    path = (
        settings.BASE_DIR.parent
        / "shared"
        / "data"
        / "real-boards"
        / "webdiplomacy-2022-boards.csv"
    )
    return path if path.is_file() else None


class Command(BaseCommand):
    help = (
        "Loads a demo dataset (about 600 players from many countries, 45 tournaments "
        "1995-2026 with boards including the 40 real ones, a few circuits, about 1,500 "
        "online games), recomputes standings and ratings, and creates the users "
        "admin/admin (superuser) and organizer/organizer (staff, owns a few tournaments)."
    )

    def add_arguments(self, parser):
        parser.add_argument(
            "--if-empty", action="store_true", help="do nothing if any player exists"
        )
        parser.add_argument("--seed", type=int, default=2026, help="random seed (default 2026)")
        parser.add_argument("--players", type=int, default=DEMO_PLAYERS, help="players")
        parser.add_argument("--tournaments", type=int, default=DEMO_TOURNAMENTS)
        parser.add_argument(
            "--games", type=int, default=DEMO_GAME_RESULTS, help="online-game results"
        )

    def handle(self, *args, **opts):
        if opts["if_empty"] and Player.objects.exists():
            self.stdout.write("Players already exist: demo data not loaded (--if-empty).")
            return
        started = time.perf_counter()
        real = real_boards_csv()
        if real is None:
            self.stdout.write("Real boards CSV not found: using generated boards only.")
        try:
            bundle = generate_bundle(
                opts["players"],
                opts["tournaments"],
                opts["games"],
                opts["seed"],
                real_boards_csv=real,
            )
        except ValueError as exc:
            raise CommandError(str(exc)) from exc
        sizes = bundle_sizes(bundle)
        self.stdout.write(
            f"Generated demo data (seed {opts['seed']}): "
            + ", ".join(f"{v} {k.replace('_', ' ')}" for k, v in sizes.items())
        )

        try:
            report = import_bundle_data(bundle, source=f"demo-{opts['seed']}")
        except Exception as exc:  # the import service names the record and the problem
            raise CommandError(f"demo import failed: {exc}") from exc
        self.stdout.write(report.summary())

        self._recompute([t["key"] for t in bundle["tournaments"]])
        self._users([t["key"] for t in bundle["tournaments"] if not t["world_championship"]])
        self.stdout.write(f"Demo loaded in {time.perf_counter() - started:.1f}s.")

    def _recompute(self, tournament_keys: list[str]) -> None:
        ids = list(Tournament.objects.filter(key__in=tournament_keys).values_list("pk", flat=True))
        scored = recompute_standings(ids)
        self.stdout.write(f"Standings computed for {scored} tournaments.")
        try:
            summaries = recompute_all()
        except Exception as exc:  # the data is in; the tables stay pending
            self.stderr.write(
                f"Ratings recompute failed ({type(exc).__name__}: {exc}); the demo data is "
                "loaded, run `manage.py recompute_ratings` once that is fixed."
            )
            return
        self.stdout.write(f"Ratings recomputed ({len(summaries)} systems).")

    def _users(self, candidate_keys: list[str]) -> None:
        User = get_user_model()
        if User.objects.filter(username="admin").exists():
            self.stdout.write("User admin exists: left as is.")
        else:
            User.objects.create_superuser("admin", "admin@example.com", "admin")
            self.stdout.write("Created superuser admin (password admin).")

        organizer = User.objects.filter(username="organizer").first()
        if organizer is not None:
            self.stdout.write("User organizer exists: left as is.")
        else:
            organizer = User.objects.create_user(
                "organizer", "organizer@example.com", "organizer", is_staff=True
            )
            self.stdout.write("Created staff user organizer (password organizer).")
            organizer.groups.add(ensure_organizer_group())
            self.stdout.write("organizer added to the organizers group.")

        # A few of the most recent demo tournaments nobody owns yet.
        owned = list(
            Tournament.objects.filter(key__in=candidate_keys, owner__isnull=True)
            .order_by("-end_date", "key")
            .values_list("pk", "name")[:ORGANIZER_TOURNAMENTS]
        )
        if owned and not Tournament.objects.filter(owner=organizer).exists():
            Tournament.objects.filter(pk__in=[pk for pk, _ in owned]).update(owner=organizer)
            self.stdout.write("organizer owns: " + "; ".join(name for _, name in owned) + ".")
