"""New players and tournaments go in as plain rows (``keyed.insert_keyed``):
each field stores what ``bulk_create`` stored for it, and every instance gets
the id of its own row, found by key."""

from datetime import date

import pytest
from django.contrib.auth.models import User

from tournaments.importing.keyed import insert_keyed, read_back_ids
from tournaments.models import Player, Tournament

pytestmark = pytest.mark.django_db


def players(prefix: str) -> list[Player]:
    made = [
        Player(key=f"{prefix}1", first_name="Zoé", last_name="Hémery", nationality="FR"),
        Player(key=f"{prefix}2", first_name="", last_name="Ng", location="SG", homonym=2),
    ]
    for p in made:
        p.set_derived()
    return made


def tournaments(prefix: str, owner: User) -> list[Tournament]:
    made = [
        Tournament(
            key=f"{prefix}1", name="Paris Open", start_date=date(2013, 8, 23),
            end_date=date(2013, 8, 25), country="FR", world_championship=True, rounds=3,
            aggregation="best-n", aggregation_n=2, owner=owner,
        ),
        Tournament(key=f"{prefix}2", name="Kyiv", start_date=date(2020, 1, 1),
                   end_date=date(2020, 1, 1)),
    ]  # fmt: skip
    for t in made:
        t.set_derived()
    return made


def stored(model, prefix: str) -> list[tuple]:
    names = [f.attname for f in model._meta.concrete_fields if f.attname not in ("id", "key")]
    return list(model.objects.filter(key__startswith=prefix).order_by("key").values_list(*names))


@pytest.mark.parametrize("model", [Player, Tournament])
def test_each_field_stores_what_bulk_create_stored(model):
    owner = User.objects.create(username="organizer")
    make = players if model is Player else lambda prefix: tournaments(prefix, owner)
    model.objects.bulk_create(make("orm-"))
    insert_keyed(model, make("raw-"))
    assert stored(model, "raw-") == stored(model, "orm-")
    assert len(stored(model, "raw-")) == 2


def test_each_instance_gets_the_id_of_its_row():
    Player.objects.create(key="before", first_name="A", last_name="B")
    made = players("new-")
    insert_keyed(Player, made)
    for p in made:
        assert Player.objects.get(pk=p.pk).key == p.key
        assert not p._state.adding
    assert len({p.pk for p in made}) == 2


def test_ids_handed_out_below_the_largest_before_are_found_by_key():
    made = players("new-")
    insert_keyed(Player, made)
    ids = [p.pk for p in made]
    for p in made:
        p.pk = None
    read_back_ids(Player, made, before=max(ids), using="default")  # the range scan finds none
    assert [p.pk for p in made] == ids
