"""Event kinds are data, validated on import; the world championship is the WDC kind."""

import pytest

from tests.importing.bundles import bundle
from tournaments.event_kinds import EVENT_KINDS, KINDS
from tournaments.importing import ImportFailed, import_bundle_data, import_payloads
from tournaments.models import Tournament

pytestmark = pytest.mark.django_db


def one(**fields):
    data = bundle()
    data["tournaments"][0].update(fields)
    return data


def test_every_kind_has_a_label_and_a_description():
    codes = [k.code for k in KINDS]
    assert {
        "WDC",
        "EDC",
        "DIPCON",
        "NDC",
        "APAC",
        "MASTERS",
        "CUP",
        "NCUP",
        "OPEN",
        "LEAGUE",
    } <= set(codes)
    assert all(k.label and k.description for k in KINDS)
    assert [c for c, _label in EVENT_KINDS] == codes


def test_a_known_kind_is_stored_in_capitals():
    import_bundle_data(one(event_kind="edc"))
    assert Tournament.objects.get().event_kind == "EDC"


def test_an_unknown_kind_is_refused_naming_the_tournament():
    import json

    with pytest.raises(ImportFailed) as info:
        import_payloads([("r.json", json.dumps(one(event_kind="PICNIC")).encode())])
    assert "tournament t1" in str(info.value)
    assert "event_kind 'PICNIC' is not one of WDC, EDC" in str(info.value)


def test_a_world_championship_without_a_kind_is_the_wdc_kind():
    import_bundle_data(one(world_championship=True))
    assert Tournament.objects.get().event_kind == "WDC"


def test_the_wdc_kind_is_a_world_championship():
    data = one(event_kind="WDC")
    del data["tournaments"][0]["world_championship"]
    import_bundle_data(data)
    assert Tournament.objects.get().world_championship is True


def test_a_world_championship_of_another_kind_is_refused():
    with pytest.raises(ImportFailed, match="a world championship is the WDC kind"):
        import_bundle_data(one(world_championship=True, event_kind="EDC"))


def test_wdc_said_not_to_be_a_world_championship_is_refused():
    with pytest.raises(ImportFailed, match="event_kind WDC is the world championship"):
        import_bundle_data(one(world_championship=False, event_kind="WDC"))


def test_no_kind_stays_blank():
    import_bundle_data(bundle())
    assert Tournament.objects.get().event_kind == ""
