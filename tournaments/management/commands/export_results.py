"""`manage.py export_results [--output FILE]`: the whole database as one results bundle."""

import json
import sys

from django.core.management.base import BaseCommand

from tournaments.exchange.backup import export_bundle


class Command(BaseCommand):
    help = "Export every player, circuit, tournament and game as one bundle (import_results restores it)."

    def add_arguments(self, parser):
        parser.add_argument("--output", metavar="FILE", help="default: standard output")

    def handle(self, *args, output, **options):
        text = json.dumps(export_bundle(), ensure_ascii=False, separators=(",", ":"))
        if output:
            with open(output, "w", encoding="utf-8") as f:
                f.write(text)
            self.stderr.write(f"wrote {output}")
        else:
            sys.stdout.write(text)
