"""New players and tournaments in bulk, as plain rows, their ids read back by key.

``bulk_create`` compiles every instance into its INSERT: 40 µs a player and
200 µs a tournament, 2.4 s of the bench import's 30,000 players and 5,000
tournaments. The instances are still built (their derived fields, the
duplicate warnings and the edit history read them); only their rows go
through ``wdd.bulk.insert_rows``.
"""

from django.db import connections, router

from wdd.bulk import chunks, insert_rows


def insert_keyed(model, objs: list) -> None:
    """Insert unsaved instances of a model whose ``key`` is unique, and set
    their ``pk``: what ``bulk_create`` does, with the values each field
    prepares for the database in the same way.

    The ids are read back by key (``read_back_ids``): in one range scan of
    the ids above the largest one before the insert (rows others committed
    meanwhile have other keys and are skipped), and per key for any that
    scan missed (ids handed out of order).
    """
    if not objs:
        return
    using = router.db_for_write(model)
    conn = connections[using]
    fields = [f for f in model._meta.concrete_fields if not f.primary_key]
    before = largest_id(model, using)
    insert_rows(
        model,
        [f.name for f in fields],
        (tuple(f.get_db_prep_save(f.pre_save(obj, True), conn) for f in fields) for obj in objs),
        using=using,
    )
    read_back_ids(model, objs, before, using)


def largest_id(model, using: str) -> int | None:
    """The largest id of a table before an insert: the rows above it are the
    insert's, and whatever others committed meanwhile (``rows_above``)."""
    conn = connections[using]
    qn = conn.ops.quote_name
    with conn.cursor() as cursor:
        cursor.execute(f"SELECT MAX({qn(model._meta.pk.column)}) FROM {qn(model._meta.db_table)}")
        (largest,) = cursor.fetchone()
    return largest


def rows_above(model, before: int | None, fields: tuple[str, ...], using: str):
    """The ``fields`` of every row whose id is above ``before``, in one range scan."""
    rows = model._base_manager.using(using).filter(pk__gt=before or 0).order_by()
    return rows.values_list(*fields).iterator(chunk_size=20_000)


def read_back_ids(model, objs: list, before: int | None, using: str) -> None:
    """Set the ``pk`` of just inserted instances from their rows, found by key
    among the ids above ``before`` (the largest before the insert), or else
    one key at a time."""
    by_key = {obj.key: obj for obj in objs}
    for key, pk in rows_above(model, before, ("key", "pk"), using):
        if key in by_key:
            by_key[key].pk = pk
    for chunk in chunks([key for key, obj in by_key.items() if obj.pk is None]):
        for key, pk in (
            model._base_manager.using(using).filter(key__in=chunk).values_list("key", "pk")
        ):
            by_key[key].pk = pk
    for obj in objs:
        obj._state.adding = False
        obj._state.db = using
