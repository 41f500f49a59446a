"""`manage.py import_results FILE [FILE ...] [--tournament KEY] [--dry-run]` (the
interchange contract; ``--dry-run`` is an addition: the same validation, a
summary of what the import would create, update or leave unchanged, and
nothing written).

The import's messages follow the active language (the admin shows them in the
organizer's); this command prints them in English, the contract's wording,
whatever the settings' LANGUAGE_CODE."""

from django.core.management.base import BaseCommand, CommandError
from django.utils import translation

from tournaments.importing import ImportFailed, import_files, read_files
from tournaments.importing.preview import preview_payloads


class Command(BaseCommand):
    help = (
        "Import results bundles (JSON), CSV standings, the WDD pair (classification.csv + "
        "boards.csv), board rows (round,board,power,player,centres,eliminated_year) and WDR "
        "player/tournament JSON files in one transaction. Any invalid record aborts the whole "
        "import and nothing is written. --dry-run says what would change and writes nothing."
    )

    def add_arguments(self, parser):
        parser.add_argument("files", nargs="+", metavar="FILE")
        parser.add_argument(
            "--tournament",
            metavar="KEY",
            help="the tournament a CSV standings file, a WDD pair or board rows are for",
        )
        parser.add_argument(
            "--dry-run",
            action="store_true",
            help="check everything and print what would change, but write nothing",
        )

    @translation.override("en")
    def handle(self, *args, files, tournament, dry_run, **options):
        if dry_run:
            return self._dry_run(files, tournament)
        try:
            report = import_files(files, tournament_key=tournament)
        except ImportFailed as e:
            raise CommandError(f"import failed, nothing was changed: {e}") from None
        for warning in report.warnings:
            self.stderr.write(f"warning: {warning}")
        self.stdout.write(self.style.SUCCESS(report.summary()))

    def _dry_run(self, files, tournament):
        try:
            payloads = read_files(files)
        except ImportFailed as e:
            raise CommandError(f"import would fail: {e}") from None
        preview = preview_payloads(payloads, tournament_key=tournament)
        if not preview.ok:
            raise CommandError(f"import would fail: {preview.error}")
        for warning in preview.warnings:
            self.stderr.write(f"warning: {warning}")
        self.stdout.write(f"Dry run of {', '.join(preview.files)}: nothing was written.")
        for line in preview.summary_lines():
            self.stdout.write(f"  {line}")
