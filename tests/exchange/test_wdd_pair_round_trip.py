"""Export the WDD pair, import it back: the same standings and boards."""

import pytest
from django.core.management import call_command

from tournaments.exchange.wdd_export import wdd_pair
from tournaments.importing import import_bundle_data, import_payloads
from tournaments.models import ComputedStanding, Player
from tournaments.standings import recompute_standings

from .conftest import boards_of, empty_tournament, standings_of

pytestmark = pytest.mark.django_db


def computed_of(key):
    return sorted(
        ComputedStanding.objects.filter(tournament__key=key).values_list(
            "player__key", "rank", "score"
        )
    )


def test_export_then_import_into_another_tournament_gives_identical_standings_and_boards(scored):
    import_bundle_data(empty_tournament("t2"))
    pair = wdd_pair(scored)
    players_before = Player.objects.count()
    report = import_payloads(list(pair.items()), tournament_key="t2")
    recompute_standings(None)
    assert Player.objects.count() == players_before  # matched by name and nationality
    assert standings_of("t2") == standings_of("t1")
    assert boards_of("t2") == boards_of("t1")
    assert computed_of("t2") == computed_of("t1")
    assert report.stats["boards"] == 2


def test_published_scores_survive_the_round_trip_exactly(scored):
    from tournaments.models import Standing

    for s in Standing.objects.filter(tournament=scored):
        s.score = 100 / (s.rank + 2)
        s.save()
    import_bundle_data(empty_tournament("t2"))
    import_payloads(list(wdd_pair(scored).items()), tournament_key="t2")
    assert standings_of("t2") == standings_of("t1")
    assert standings_of("t2")[0][2] == 100 / 3


def test_computed_standings_are_exported_when_none_were_published(scored):
    from tournaments.models import Standing

    Standing.objects.filter(tournament=scored).delete()
    import_bundle_data(empty_tournament("t2"))
    import_payloads(list(wdd_pair(scored).items()), tournament_key="t2")
    assert standings_of("t2") == [(k, r, pytest.approx(s)) for k, r, s in computed_of("t1")]


def test_importing_the_pair_into_its_own_tournament_changes_nothing(scored):
    before = (standings_of("t1"), boards_of("t1"))
    import_payloads(list(wdd_pair(scored).items()), tournament_key="t1")
    assert (standings_of("t1"), boards_of("t1")) == before


def test_the_files_are_recognised_in_any_order_and_name(scored):
    import_bundle_data(empty_tournament("t2"))
    pair = wdd_pair(scored)
    import_payloads(
        [("b.csv", pair["boards.csv"]), ("a.csv", pair["classification.csv"])], tournament_key="t2"
    )
    assert boards_of("t2") == boards_of("t1")


def test_round_trip_through_the_commands(scored, tmp_path):
    import_bundle_data(empty_tournament("t2"))
    call_command("export_wdd", "t1", "--out", str(tmp_path))
    call_command(
        "import_results",
        str(tmp_path / "classification.csv"),
        str(tmp_path / "boards.csv"),
        "--tournament",
        "t2",
    )
    assert [(k, r) for k, r, _s in standings_of("t2")] == [
        (k, r) for k, r, _s in standings_of("t1")
    ]
    assert boards_of("t2") == boards_of("t1")


def test_unknown_players_are_created_with_stable_keys_and_found_again(scored):
    import_bundle_data(empty_tournament("t2"))
    pair = wdd_pair(scored)
    text = pair["classification.csv"].decode().replace("Låst7", "Newcomer")
    boards = pair["boards.csv"].decode().replace("Låst7", "Newcomer")
    payloads = [("classification.csv", text.encode()), ("boards.csv", boards.encode())]
    import_payloads(payloads, tournament_key="t2")
    newcomer = Player.objects.get(last_name="Newcomer")
    assert (newcomer.nationality.code, newcomer.location.code) == ("FR", "BE")
    assert newcomer.key.startswith("csv-")
    import_payloads(payloads, tournament_key="t2")
    assert Player.objects.filter(last_name="Newcomer").count() == 1


def test_a_semicolon_separated_pair_is_read_too(scored):
    import_bundle_data(empty_tournament("t2"))
    pair = wdd_pair(scored)
    import csv
    import io

    def to_semicolons(payload):
        rows = list(csv.reader(io.StringIO(payload.decode())))
        out = io.StringIO()
        csv.writer(out, delimiter=";").writerows(rows)
        return out.getvalue().encode()

    import_payloads([(n, to_semicolons(p)) for n, p in pair.items()], tournament_key="t2")
    assert boards_of("t2") == boards_of("t1")
