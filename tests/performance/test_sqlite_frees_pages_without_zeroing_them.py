"""On SQLite every connection frees pages without writing zeros over them
(``secure_delete=FAST``; Debian's SQLite zeroes them by default): replacing a
rating checkpoint of megabytes then writes its new pages only, not the old
ones too. WAL and the other pragmas stay as they were."""

import pytest
from django.db import connection

pytestmark = pytest.mark.django_db


@pytest.mark.skipif(connection.vendor != "sqlite", reason="a SQLite setting")
def test_connections_free_pages_fast():
    with connection.cursor() as cursor:
        cursor.execute("PRAGMA secure_delete")
        assert cursor.fetchone()[0] == 2  # FAST
        cursor.execute("PRAGMA synchronous")
        assert cursor.fetchone()[0] == 1  # NORMAL
