"""recompute_ratings [--system SLUG] [--rewrite]: recompute rating tables
synchronously, from scratch (not from a checkpoint); the writes compare with
what the recompute stored before, unless --rewrite replaces every row."""

import time

from django.core.management.base import BaseCommand, CommandError

from ratings import services
from ratings.engines import ENGINES


class Command(BaseCommand):
    help = (
        "Recompute rating tables from the full history, synchronously (every system, "
        "or one with --system), and print each table's size and time."
    )

    def add_arguments(self, parser):
        parser.add_argument(
            "--system",
            action="append",
            dest="systems",
            metavar="SLUG",
            help=f"only this system (repeatable); known: {', '.join(ENGINES)}",
        )
        parser.add_argument(
            "--rewrite",
            action="store_true",
            help="replace every stored row instead of the changed ones (a repair, e.g. "
            "after rows were edited outside the site; minutes at the WDD's size)",
        )
        parser.add_argument(
            "--standings",
            action="store_true",
            help="first recompute every tournament's computed standings from its boards",
        )

    def handle(self, *args, systems, standings, rewrite, **options):
        for slug in systems or ():
            if slug not in ENGINES:
                raise CommandError(f"Unknown rating system {slug!r} (known: {', '.join(ENGINES)}).")
        started = time.perf_counter()
        if standings:
            from ratings.tasks import recompute_standings

            recompute_standings(None)
        for summary in services.recompute_all(systems or None, scratch=True, rewrite=rewrite):
            self.stdout.write(
                f"{summary['system']}: {summary['records']} records read in "
                f"{summary['read_ms']} ms, written in {summary['write_ms']} ms, "
                f"{summary['total_ms']} ms in all"
            )
            for slug, cat in summary["categories"].items():
                self.stdout.write(
                    f"  {summary['system']}/{slug}: {cat['players']} players, "
                    f"{cat['changes']} changes, {cat['ms']} ms"
                )
        self.stdout.write(
            self.style.SUCCESS(f"Ratings recomputed in {time.perf_counter() - started:.2f} s")
        )
