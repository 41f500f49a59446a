"""Browser fixtures: pytest-playwright driving Debian's Chromium (never `playwright install`).

The whole directory is skipped cleanly when /usr/bin/chromium (or Playwright)
is missing. Tests use pytest-django's ``live_server`` (which brings
``transactional_db``: commits are real, so imports recompute in-process on
commit when REDIS_URL is unset). Screenshots of the main pages go to
docs/screenshots/ only with SAVE_SCREENSHOTS=1.
"""

import os
from pathlib import Path

import pytest

# Playwright's sync API runs an event loop in this thread; Django's ORM refuses
# to run under one unless told it is safe (it is: one thread, no real async).
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")

CHROMIUM = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-dev-shm-usage",
]
SCREENSHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"

try:
    import playwright.sync_api  # noqa: F401

    HAVE_PLAYWRIGHT = True
except ImportError:  # pragma: no cover
    HAVE_PLAYWRIGHT = False

BROWSER_MISSING = not (HAVE_PLAYWRIGHT and os.access(CHROMIUM, os.X_OK))
SKIP_REASON = f"needs Playwright and Chromium at {CHROMIUM} (apt-get install chromium)"


def pytest_collection_modifyitems(config, items):
    here = Path(__file__).parent
    for item in items:
        if Path(str(item.fspath)).parent == here:
            item.add_marker(pytest.mark.e2e)
            if BROWSER_MISSING:
                item.add_marker(pytest.mark.skip(reason=SKIP_REASON))


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {
        **browser_type_launch_args,
        "executable_path": CHROMIUM,
        "headless": True,
        "args": CHROMIUM_ARGS,
    }


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    return {
        **browser_context_args,
        "viewport": {"width": 1280, "height": 900},
        "locale": "en-GB",
        "accept_downloads": True,
    }


@pytest.fixture
def page(page):
    page.set_default_timeout(15_000)
    return page


@pytest.fixture
def screenshot():
    """screenshot(page, "name"): docs/screenshots/name.png, only with SAVE_SCREENSHOTS=1."""

    def take(page, name: str):
        if os.environ.get("SAVE_SCREENSHOTS") != "1":
            return None
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        path = SCREENSHOTS / f"{name}.png"
        page.screenshot(path=str(path), full_page=False)
        return path

    return take


@pytest.fixture
def site(live_server, transactional_db):
    """A generated dataset imported through the import service (standings and
    ratings recomputed in-process on commit), served by the live server."""
    from ratings.models import Rating
    from tournaments.demo import generate_bundle
    from tournaments.importing import import_bundle_data

    bundle = generate_bundle(players=140, tournaments=10, games=60, seed=20240)
    import_bundle_data(bundle, source="e2e-bundle")
    if not Rating.objects.filter(system="dip-pouch").exists():  # no on-commit recompute wired
        from ratings.services import recompute_all
        from tournaments.standings import recompute_standings

        recompute_standings()
        recompute_all()
    return live_server
