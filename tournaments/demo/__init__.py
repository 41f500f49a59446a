"""Demo and benchmark data: seeded synthetic results bundles in the interchange
format (``generate_bundle``), from WDD-sized datasets for the benchmark to the
demo site ``load_demo`` fills. Pure Python (no Django) and never imported by
the running site: only the ``load_demo`` and ``generate_data`` commands, the
benchmark and the tests use it. ``names`` and ``places`` are its data,
``variants`` and ``positions`` the games, ``generator`` the people and events,
``bundle`` the front door.
"""

from .bundle import bundle_sizes, dumps_bundle, generate_bundle, write_bundle

__all__ = ["bundle_sizes", "dumps_bundle", "generate_bundle", "write_bundle"]
