"""``import_results`` (and its ``--dry-run``) word the import's refusal in English,
the interchange contract's wording, even in a thread where a French request ran."""

import pytest
from django.core.management import CommandError, call_command
from django.utils import translation

from tournaments.models import Tournament

from .bad_files import ENGLISH, FRENCH, bad_bundle

pytestmark = pytest.mark.django_db


@pytest.fixture
def bad_json(tmp_path):
    path = tmp_path / "bad.json"
    path.write_bytes(bad_bundle())
    return path


@pytest.fixture
def french_thread():
    """What a French admin request leaves behind: French active in this thread."""
    translation.activate("fr")
    yield
    translation.deactivate()


def test_the_import_command_prints_the_english_refusal(bad_json, french_thread):
    with pytest.raises(CommandError) as refused:
        call_command("import_results", str(bad_json))
    assert str(refused.value) == f"import failed, nothing was changed: {ENGLISH}"
    assert not Tournament.objects.exists()


def test_the_dry_run_prints_the_english_refusal(bad_json, french_thread):
    with pytest.raises(CommandError) as refused:
        call_command("import_results", str(bad_json), "--dry-run")
    assert str(refused.value) == f"import would fail: {ENGLISH}"


def test_the_same_refusal_is_french_in_a_french_thread_outside_the_command(french_thread):
    """The control: the import service itself follows the active language."""
    from tournaments.importing import ImportFailed, import_payloads

    with pytest.raises(ImportFailed) as refused:
        import_payloads([("bad.json", bad_bundle())])
    assert str(refused.value) == FRENCH
