"""Every module of the site stays under 500 lines: past that, a module holds
more than one concern and is split into modules named for what they own."""

from tests.structure.source_tree import modules

MAX_LINES = 500


def test_no_module_of_the_site_passes_500_lines():
    sizes = {
        name: len(path.read_text(encoding="utf-8").splitlines()) for name, path in modules().items()
    }
    assert len(sizes) > 200
    assert {name: n for name, n in sizes.items() if n > MAX_LINES} == {}
