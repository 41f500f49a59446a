"""Players whose names match up to accents and case are flagged as likely duplicates."""

from types import SimpleNamespace as P

import pytest

from tournaments.importing import import_bundle_data
from tournaments.players.duplicates import likely_duplicates


def test_names_equal_up_to_accents_and_case_are_grouped():
    players = [
        P(key="a", first_name="Cyrille", last_name="SÉVIN"),
        P(key="b", first_name="cyrille", last_name="Sevin"),
        P(key="c", first_name="Cyril", last_name="Sevin"),
    ]
    groups = likely_duplicates(players)
    assert [sorted(p.key for p in g) for g in groups] == [["a", "b"]]


def test_a_name_typed_plainly_is_grouped_with_its_letters():
    players = [
        P(key="a", first_name="Tomasz", last_name="Pawłowski"),
        P(key="b", first_name="Tomasz", last_name="Pawlowski"),
        P(key="c", first_name="Oğuz", last_name="Kılıç"),
        P(key="d", first_name="Oguz", last_name="Kilic"),
        P(key="e", first_name="Oguz", last_name="Kilich"),
    ]
    groups = likely_duplicates(players)
    assert [sorted(p.key for p in g) for g in groups] == [["a", "b"], ["c", "d"]]


def test_the_same_key_twice_is_not_a_duplicate():
    same = P(key="a", first_name="Edi", last_name="Birsan")
    assert likely_duplicates([same, same]) == []


def test_extra_spaces_do_not_hide_a_duplicate():
    groups = likely_duplicates(
        [
            P(key="a", first_name="Jean  Luc", last_name="Picard"),
            P(key="b", first_name="Jean Luc", last_name="Picard "),
        ]
    )
    assert len(groups) == 1


@pytest.mark.django_db
def test_the_import_warns_about_new_players_like_existing_ones():
    def bundle(key, first, last):
        return {
            "format": "diplomacy-results",
            "version": 1,
            "players": [{"key": key, "first_name": first, "last_name": last}],
        }

    import_bundle_data(bundle("wdd-1", "Cyrille", "Sévin"))
    report = import_bundle_data(bundle("csv-2", "CYRILLE", "Sevin"))
    assert any("csv-2" in w and "wdd-1" in w and "merge" in w for w in report.warnings)
    again = import_bundle_data(bundle("csv-2", "CYRILLE", "Sevin"))
    assert not any("looks like" in w for w in again.warnings)  # only new players are checked
