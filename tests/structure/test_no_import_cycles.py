"""No two modules of the site import each other, directly or round a loop, at
import time: such a cycle works or breaks depending on which module some
caller happens to import first."""

from tests.structure.source_tree import cycles, import_graph, modules


def test_the_sites_modules_import_without_cycles():
    known = modules()
    assert len(known) > 200  # the whole site was read, not an empty folder
    assert cycles(import_graph(known)) == []


def test_a_cycle_round_three_modules_is_found(tmp_path):
    pkg = tmp_path / "app"
    (pkg / "sub").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "sub" / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from .sub.b import B\n")
    (pkg / "sub" / "b.py").write_text("from ..c import C\nB = 1\n")
    (pkg / "c.py").write_text("import app.a\nC = 2\n")
    (pkg / "d.py").write_text("from app.a import B\n")  # leans on the cycle, is not in it
    known = modules(tmp_path, ("app",))
    assert cycles(import_graph(known)) == [["app.a", "app.c", "app.sub.b"]]


def test_imports_in_functions_and_type_checks_make_no_cycle(tmp_path):
    pkg = tmp_path / "app"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from . import b\n")
    (pkg / "b.py").write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from .a import X\n"
        "def late():\n    from . import a\n"
    )
    assert cycles(import_graph(modules(tmp_path, ("app",)))) == []
