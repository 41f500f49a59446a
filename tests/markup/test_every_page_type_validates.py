"""Every page type is valid HTML for the Nu HTML Checker (vnu.jar, the W3C validator,
run locally under Java: `make test` installs both). Skipped, with a warning, where Java
or the checker is missing."""

import json
import shutil
import subprocess
import warnings
from pathlib import Path

import pytest
from django.conf import settings

from tests.pages.conftest import site  # noqa: F401  (the small site's fixture)

pytestmark = pytest.mark.django_db

VNU = Path(settings.BASE_DIR) / ".tools" / "node_modules" / "vnu-jar" / "build" / "dist" / "vnu.jar"


def checker() -> list[str]:
    java = shutil.which("java")
    if java is None or not VNU.is_file():
        missing = "Java" if java is None else f"the Nu HTML Checker ({VNU})"
        warnings.warn(
            f"{missing} missing: markup not validated (make test installs it)", stacklevel=2
        )
        pytest.skip(f"{missing} missing")
    return [java, "-Xss4m", "-jar", str(VNU)]


def histories(site) -> dict[str, str]:  # noqa: F811
    """The rating-history pages: a player in each system, past tables, games."""
    from tournaments.models import Game

    p1 = site.players["p1"]
    base = f"/players/{p1.pk}/{p1.slug}/ratings"
    online = Game.objects.filter(round__isnull=True).first()
    board = Game.objects.filter(round__tournament=site.tournaments["paris"]).first()
    return {
        "history-dip-pouch": f"{base}/dip-pouch/overall/",
        "history-ghost": f"{base}/ghost/overall/",
        "history-openskill": f"{base}/openskill/overall/",
        "past-year": "/ratings/dip-pouch/overall/?as_of=2014-12-31",
        "past-day": "/ratings/dip-pouch/overall/FR/?as_of=2014-06-30",
        "online-game": online.get_absolute_url(),
        "board": board.get_absolute_url(),
    }


def urls(site):  # noqa: F811
    return {
        **histories(site),
        "home": "/",
        "ratings": "/ratings/",
        "leaderboard": "/ratings/dip-pouch/overall/?page=1",
        "national": "/ratings/dip-pouch/overall/FR/",
        "search": "/ratings/dip-pouch/overall/?q=" + "+".join("w" * 7),
        "included": "/ratings/dip-pouch/tournaments/",
        "circuits-included": "/ratings/dip-pouch/circuits/",
        "players": "/players/",
        "player-search": "/players/?q=paris",  # names the tournaments it matches
        "player": site.players["p1"].get_absolute_url(),
        "tournaments": "/tournaments/",
        "tournament-search": "/tournaments/?q=sevin",  # names the players it matches
        "tournament": site.tournaments["paris"].get_absolute_url(),
        "published-only": site.tournaments["wdc"].get_absolute_url(),
        "circuits": "/circuits/",
        "circuit": site.circuit.get_absolute_url(),
        "catalogue": "/systems/",
        "scoring-system": "/systems/scoring/win-tier/",
        "calculator": "/systems/scoring/win-tier/?austria_centres=18&england_centres=16",
        "rating-system": "/systems/ratings/dip-pouch/",
        "not-found": "/no/such/page/",
        "api-docs": "/api/v1/docs/",
    }


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_page_type_is_valid_html(site, client, tmp_path, language):  # noqa: F811
    command = checker()
    files = []
    for name, url in urls(site).items():
        response = client.get(url, headers={"accept-language": language})
        assert response.status_code in (200, 404), url
        path = tmp_path / f"{name}.html"
        path.write_bytes(response.content)
        files.append(str(path))
    run = subprocess.run(
        [*command, "--errors-only", "--format", "json", *files],
        capture_output=True,
        text=True,
        timeout=300,
    )
    messages = json.loads(run.stderr or "{}").get("messages", [])
    problems = [
        f"{Path(m.get('url', '')).name}:{m.get('lastLine')}: {m.get('message')}" for m in messages
    ]
    assert problems == []
