"""The standings read every board's results in power order, whatever order they were
stored in: the engine then sees each board as the rest of the site lists it, and a
refused board is reported by the same power first."""

import pytest

from tests.importing.bundles import bundle
from tournaments.importing import import_bundle_data
from tournaments.models import Tournament
from tournaments.standings import load_boards

pytestmark = pytest.mark.django_db

POWERS = ["Austria", "England", "France", "Germany", "Italy", "Russia", "Turkey"]


def test_results_stored_in_reverse_come_back_by_power():
    data = bundle()
    for b in data["tournaments"][0]["boards"]:
        b["players"].reverse()
    import_bundle_data(data)
    t = Tournament.objects.get(key="t1")
    boards = load_boards([t.pk])[t.pk]
    assert sorted(boards) == [(1, 1), (2, 1)]
    for results in boards.values():
        assert [power for _rid, _player, power, *_rest in results] == POWERS
