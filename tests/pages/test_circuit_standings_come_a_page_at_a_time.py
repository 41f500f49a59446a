"""A circuit's standings come 50 rows a page, with numbered page links: a
Grand Prix has thousands of players and a cell per event for each."""

import re

import pytest

from tournaments.models import Circuit, Player, Standing, Tournament

pytestmark = pytest.mark.django_db

PLAYERS = 120


@pytest.fixture
def grand_prix():
    players = Player.objects.bulk_create(
        Player(key=f"gp{i:03}", first_name="Joueur", last_name=f"Numéro {i:03}", slug=f"p{i}")
        for i in range(PLAYERS)
    )
    circuit = Circuit.objects.create(key="gp", name="Grand Prix", best_of=2)
    for e in range(3):
        event = Tournament.objects.create(
            key=f"gp-{e}", name=f"Open {e}", start_date=f"201{e}-05-01", end_date=f"201{e}-05-02"
        )
        Standing.objects.bulk_create(
            Standing(tournament=event, player=p, rank=1 + (i * (e + 3)) % PLAYERS)
            for i, p in enumerate(players)
        )
        circuit.tournaments.add(event)
    return circuit


def rows_of(response):
    body = response.content.decode()
    table = body[body.index('<table class="data circuit">') :]
    table = table[: table.index("</table>")]
    return re.findall(r'<td class="num rank">(\d+)</td>', table)


def test_each_page_shows_fifty_rows_in_rank_order(client, grand_prix):
    url = grand_prix.get_absolute_url()
    pages = [rows_of(client.get(url, {"page": n})) for n in (1, 2, 3)]
    assert [len(p) for p in pages] == [50, 50, 20]
    everyone = client.get(url).context["standings_page"].paginator.object_list
    assert [int(r) for p in pages for r in p] == [row.rank for row in everyone]


def test_the_pages_are_linked_and_counted(client, grand_prix):
    response = client.get(grand_prix.get_absolute_url(), {"page": 2})
    body = response.content.decode()
    assert "Lines 51–100 of 120" in body
    assert 'href="?page=3#standings"' in body and 'rel="prev"' in body
    assert '<span aria-current="page">2</span>' in body


def test_a_bad_page_number_gives_the_nearest_page(client, grand_prix):
    url = grand_prix.get_absolute_url()
    assert rows_of(client.get(url, {"page": "x"}))[0] == "1"
    assert len(rows_of(client.get(url, {"page": 99}))) == 20


def test_a_small_circuit_has_no_pager(client, site):
    body = client.get(site.circuit.get_absolute_url()).content.decode()
    assert 'class="pagination"' not in body and "page-count" not in body


def test_the_count_groups_its_thousands_as_the_lists_do(client):
    players = Player.objects.bulk_create(
        Player(key=f"big{i:04}", first_name="A", last_name=f"B{i:04}", slug=f"b{i}")
        for i in range(1050)
    )
    circuit = Circuit.objects.create(key="big", name="Big Cup")
    event = Tournament.objects.create(
        key="big-1", name="Big Open", start_date="2019-05-01", end_date="2019-05-02"
    )
    Standing.objects.bulk_create(
        Standing(tournament=event, player=p, rank=i + 1) for i, p in enumerate(players)
    )
    circuit.tournaments.add(event)
    url = circuit.get_absolute_url()
    english = client.get(url, {"page": 2}, HTTP_ACCEPT_LANGUAGE="en").content.decode()
    french = client.get(url, {"page": 2}, HTTP_ACCEPT_LANGUAGE="fr").content.decode()
    assert "Lines 51–100 of 1,050" in english
    assert "Lignes 51–100 sur 1\xa0050" in french
