"""`manage.py export_wdd TOURNAMENT_KEY --out DIR`: the WDD upload pair of a tournament."""

from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from tournaments.exchange.wdd_export import wdd_pair
from tournaments.models import Tournament


class Command(BaseCommand):
    help = (
        "Write a tournament's classification.csv and boards.csv (the World Diplomacy Database "
        "upload pair) into DIR. `import_results DIR/classification.csv DIR/boards.csv "
        "--tournament KEY` reads them back."
    )

    def add_arguments(self, parser):
        parser.add_argument("tournament", metavar="TOURNAMENT_KEY")
        parser.add_argument(
            "--out", metavar="DIR", default=".", help="default: the current directory"
        )

    def handle(self, *args, tournament, out, **options):
        try:
            obj = Tournament.objects.get(key=tournament)
        except Tournament.DoesNotExist:
            raise CommandError(f"unknown tournament key {tournament!r}") from None
        folder = Path(out)
        try:
            folder.mkdir(parents=True, exist_ok=True)
            for name, payload in wdd_pair(obj).items():
                (folder / name).write_bytes(payload)
        except OSError as e:
            raise CommandError(f"cannot write to {folder}: {e.strerror}") from None
        self.stdout.write(
            self.style.SUCCESS(f"Wrote {folder / 'classification.csv'} and {folder / 'boards.csv'}")
        )
