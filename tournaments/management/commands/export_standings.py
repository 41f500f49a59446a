"""`manage.py export_standings TOURNAMENT_KEY [--format csv|json|xlsx] [--output FILE]`."""

import sys

from django.core.management.base import BaseCommand, CommandError

from tournaments.exchange.standings_export import FORMATS, render_standings
from tournaments.models import Tournament


class Command(BaseCommand):
    help = "Write a tournament's standings (computed from its boards, else as published)."

    def add_arguments(self, parser):
        parser.add_argument("tournament", metavar="TOURNAMENT_KEY")
        parser.add_argument("--format", choices=sorted(FORMATS), default="csv")
        parser.add_argument("--output", metavar="FILE", help="default: standard output")

    def handle(self, *args, tournament, format, output, **options):
        try:
            obj = Tournament.objects.get(key=tournament)
        except Tournament.DoesNotExist:
            raise CommandError(f"unknown tournament key {tournament!r}") from None
        payload = render_standings(obj, format)
        if output:
            with open(output, "wb") as f:
                f.write(payload)
        elif format == "xlsx":
            sys.stdout.buffer.write(payload)
        else:
            self.stdout.write(payload.decode(), ending="")
