"""The read-only JSON API under ``/api/v1/``, on Django REST framework.

What this package owns: turning the site's reads into JSON. It reads through
the same functions as the pages (``tournaments.selectors``,
``tournaments.exchange``, ``ratings.leaderboards``), so the API and the pages
can never disagree, and it writes nothing.

* ``urls``: every endpoint, plus ``openapi.json`` (drf-spectacular generates
  it from the views and serializers) and ``docs/`` (Swagger UI over it).
* ``views/``: one module a resource; each view picks its rows from a
  selector and hands them to a serializer.
* ``serializers/``: one module a resource; the JSON shape of each response,
  which is also its schema.
* ``filters``: the list filters (django-filter) and their validation.
* ``pagination``, ``throttles``, ``errors``: the library's pagination,
  anonymous rate limit and error responses, shaped as the API has always
  answered (``count``/``page``/``pages``/``next``/``previous``/``results``;
  ``{"detail": ...}``, plus ``errors`` on a 400).
* ``schema``: the error responses added to every operation of the schema.
"""
