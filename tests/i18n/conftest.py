"""A small site for the i18n tests: the import tests' bundle, with published scores that
have decimals (12.34 must read 12,34 in French), computed standings and ratings."""

from types import SimpleNamespace

import pytest

from tests.importing.bundles import bundle
from tournaments.importing import import_bundle_data
from tournaments.models import Circuit, Player, Tournament

#: The published score of the winner of the Paris Open.
SCORE = 12.34


def i18n_bundle():
    data = bundle()
    paris = data["tournaments"][0]
    for line in paris["standings"]:
        line["score"] = SCORE if line["rank"] == 1 else 10.0 - line["rank"] / 4
    return data


@pytest.fixture
def site(db):
    import_bundle_data(i18n_bundle())
    from ratings.services import recompute_all
    from tournaments.standings import recompute_standings

    recompute_standings(None)
    recompute_all()
    return SimpleNamespace(
        paris=Tournament.objects.get(key="t1"),
        winner=Player.objects.get(key="p1"),
        circuit=Circuit.objects.get(key="c1"),
    )
