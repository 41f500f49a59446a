"""The tournament form offers every registered scoring system (the choices come from the
registry at form time, never from a migration), so a new system is selectable at once."""

import pytest

from tournaments.scoring import SYSTEMS

from .helpers import admin_url

pytestmark = pytest.mark.django_db


def test_the_tournament_form_lists_every_registered_system_by_name(alice_client):
    form = alice_client.get(admin_url("tournament_add")).context["adminform"].form
    offered = dict(form.fields["scoring_system"].choices)
    for slug, system in SYSTEMS.items():
        assert offered[slug] == system.name
