"""Names sort by the Unicode Collation Algorithm (a stored key the database orders by),
not by bytes: Ångström, Bélanger, Bénard, Böhm before Byrne."""

from hypothesis import given, settings
from hypothesis import strategies as st
from pyuca import Collator

from tournaments.search import collation_key

COLLATOR = Collator()

EXPECTED = ["Ångström", "Bélanger", "Bénard", "Böhm", "Byrne", "Lefèvre", "SÉVIN"]


def test_the_players_page_lists_names_in_collation_order(client, accented):
    names = [p.last_name for p in client.get("/players/").context["players"]]
    assert names == EXPECTED


def test_the_leaderboard_sorted_by_name_uses_collation_order(client, accented):
    response = client.get("/ratings/dip-pouch/overall/", {"sort": "name"})
    rows = [row.record.player.last_name for row in response.context["table"].paginated_rows]
    assert rows == EXPECTED
    response = client.get("/ratings/dip-pouch/overall/", {"sort": "-name"})
    rows = [row.record.player.last_name for row in response.context["table"].paginated_rows]
    assert rows == EXPECTED[::-1]


def test_the_last_name_decides_before_the_first():
    assert collation_key("Li", "Zoé") < collation_key("Lia", "Anne")
    assert collation_key("Martin", "Anne") < collation_key("Martin", "Bob")


NAMES = st.text(
    alphabet=st.sampled_from("abcdefghijklmnopqrstuvwxyzABCDEÉÈÊËÖÜÅØßéèêëöüåø -'"),
    min_size=1,
    max_size=12,
)


@settings(max_examples=200, deadline=None)
@given(st.lists(NAMES, min_size=2, max_size=8))
def test_the_stored_key_orders_as_the_collation_algorithm(names):
    collator = COLLATOR
    by_key = sorted(names, key=lambda n: (collation_key(n, ""), n))
    by_uca = sorted(names, key=lambda n: (collator.sort_key(n), n))
    assert [collator.sort_key(n) for n in by_key] == [collator.sort_key(n) for n in by_uca]
