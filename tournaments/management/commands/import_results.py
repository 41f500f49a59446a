"""`manage.py import_results FILE [FILE ...] [--tournament KEY]` (the interchange contract)."""

from django.core.management.base import BaseCommand, CommandError

from tournaments.importing import ImportFailed, import_files


class Command(BaseCommand):
    help = (
        "Import results bundles (JSON), CSV standings, the WDD pair (classification.csv + "
        "boards.csv) and WDR player/tournament JSON files in one transaction. "
        "Any invalid record aborts the whole import and nothing is written."
    )

    def add_arguments(self, parser):
        parser.add_argument("files", nargs="+", metavar="FILE")
        parser.add_argument(
            "--tournament",
            metavar="KEY",
            help="the tournament a CSV standings file or a WDD pair is for",
        )

    def handle(self, *args, files, tournament, **options):
        try:
            report = import_files(files, tournament_key=tournament)
        except ImportFailed as e:
            raise CommandError(f"import failed, nothing was changed: {e}") from None
        for warning in report.warnings:
            self.stderr.write(f"warning: {warning}")
        self.stdout.write(self.style.SUCCESS(report.summary()))
