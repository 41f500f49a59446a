"""Write a realistic synthetic results bundle (interchange format) at any size."""

import sys
import time
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from tournaments.demo import bundle_sizes, dumps_bundle, generate_bundle, write_bundle


class Command(BaseCommand):
    help = (
        "Writes a realistic synthetic bundle at any size (realistic event sizes 10-100, "
        "rounds 1-7, 7-player boards with valid centres, solos, ties, online games across "
        "variants/press/phase lengths). The same seed always gives the same file."
    )

    def add_arguments(self, parser):
        parser.add_argument("--players", type=int, default=500, help="players (default 500)")
        parser.add_argument(
            "--tournaments", type=int, default=60, help="face-to-face tournaments (default 60)"
        )
        parser.add_argument(
            "--games",
            type=int,
            default=2000,
            help="online-game results, i.e. player rows of standalone games (default 2000, "
            "about 300 games)",
        )
        parser.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
        parser.add_argument("--start-year", type=int, default=1995)
        parser.add_argument("--end-year", type=int, default=2026)
        parser.add_argument(
            "--real-boards",
            type=Path,
            default=None,
            metavar="CSV",
            help="reuse the real end positions of this boards CSV for about 30%% of boards",
        )
        parser.add_argument(
            "--output",
            default=None,
            help="file to write (default data/generated-<seed>.json; '-' for stdout)",
        )

    def handle(self, *args, **opts):
        for name in ("players", "tournaments", "games"):
            if opts[name] < 0:
                raise CommandError(f"--{name} must not be negative")
        real = opts["real_boards"]
        if real is not None and not real.is_file():
            raise CommandError(f"--real-boards: no such file: {real}")
        started = time.perf_counter()
        try:
            bundle = generate_bundle(
                opts["players"],
                opts["tournaments"],
                opts["games"],
                opts["seed"],
                start_year=opts["start_year"],
                end_year=opts["end_year"],
                real_boards_csv=real,
            )
        except ValueError as exc:
            raise CommandError(str(exc)) from exc
        generated = time.perf_counter() - started

        output = opts["output"]
        if output == "-":
            sys.stdout.write(dumps_bundle(bundle))
            sys.stdout.write("\n")
            sys.stdout.flush()
            where = "stdout"
            report = self.stderr  # keep stdout pure JSON
        else:
            path = (
                Path(output)
                if output
                else Path(settings.BASE_DIR) / "data" / f"generated-{opts['seed']}.json"
            )
            write_bundle(bundle, path)
            where = str(path)
            report = self.stdout
        total = time.perf_counter() - started
        sizes = ", ".join(f"{v} {k.replace('_', ' ')}" for k, v in bundle_sizes(bundle).items())
        report.write(f"Wrote {where}: {sizes}")
        report.write(f"Generated in {generated:.2f}s, {total:.2f}s with writing.")
