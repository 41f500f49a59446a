"""An organizer imports an event file from a phone, in French: the check page
shows every count (the French headers are the widest) without the page
scrolling sideways, and confirming it puts the event's players in the
rating table, with nothing left pending, on the event's own admin page."""

import json

import pytest

from ratings.models import Rating, TableState
from tournaments.demo import generate_bundle
from tournaments.models import Tournament

pytestmark = pytest.mark.e2e

PASSWORD = "organizer-pass-1234"


@pytest.fixture
def superuser(live_server, transactional_db):
    from django.contrib.auth import get_user_model

    get_user_model().objects.create_superuser("org", "org@example.org", PASSWORD)
    return live_server


def test_an_organizer_checks_and_imports_an_event_on_a_phone_in_french(
    superuser, browser, tmp_path
):
    event = tmp_path / "event.json"
    event.write_text(json.dumps(generate_bundle(21, 1, 0, seed=424242)), encoding="utf-8")
    context = browser.new_context(
        viewport={"width": 390, "height": 844},
        locale="fr-FR",
        extra_http_headers={"Accept-Language": "fr"},
    )
    try:
        page = context.new_page()
        page.set_default_timeout(15_000)
        page.goto(superuser.url + "/admin/login/?next=/admin/tournaments/tournament/import/")
        page.fill("#id_username", "org")
        page.fill("#id_password", PASSWORD)
        page.locator("input[type=submit]").click()
        page.set_input_files("input[type=file]", str(event))
        page.locator("#content-main form input[type=submit]").first.click()
        page.wait_for_selector("#import-preview")
        page.wait_for_load_state("load")  # its stylesheets applied before anything is measured

        headers = page.locator("#import-preview thead th").all_inner_texts()
        assert [h.strip().lower() for h in headers[1:]] == [
            "créés",
            "modifiés",
            "inchangés",
            "supprimés",
        ]
        width = page.evaluate("[document.scrollingElement.scrollWidth, innerWidth]")
        assert width[0] <= width[1], f"the check page scrolls sideways: {width}"
        removed = page.locator("#import-preview thead th").last.bounding_box()
        assert removed["x"] + removed["width"] <= 390

        page.locator("input[name=_confirm]").click()
        assert "21 joueurs créés" in page.locator(".messagelist").inner_text()
        # the organizer lands on the event they imported, ready to check or publish it
        (imported,) = Tournament.objects.all()
        assert page.url.endswith(f"/admin/tournaments/tournament/{imported.pk}/change/")
        assert page.input_value("#id_name") == imported.name
    finally:
        context.close()
    assert Rating.objects.filter(system="dip-pouch").count() == 21
    assert not TableState.objects.filter(pending=True).exists()
