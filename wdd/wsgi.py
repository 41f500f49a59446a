"""The WSGI application that gunicorn (and runserver) serve.

Python's collector walks every tracked object when it collects its oldest
generation: ~250,000 of them once Django, the URLconf, the templates and the
catalogues are loaded. On the largest circuit's page that walk cost 80-90 ms,
one request in twenty or so (p95 50 ms, the slowest 135 ms). Those objects
live as long as the process, so they are frozen out of the walk
(``gc.freeze``): at start, and again after the first request has loaded the
rest. The walk then costs ~4 ms (p95 43 ms, the slowest 44 ms).

What is left is the request's own objects: mid-render, the largest circuit's
page holds enough that a full collection walking them took 14-16 ms, and
one came every ten requests or so (p95 48 ms against a median of 34). The
garbage a request leaves is young and freed by the younger generations, so
the oldest is collected at most once every FULL_COLLECTION_EVERY collections
of the middle one, not every 10 (Python's default). On the bench's 45 pages,
30 requests each: that page's p95 48.4 -> 33.3 ms, the worst p95 of all
48.4 -> 38.2 ms, the process's peak memory 250 -> 269 MB.
"""

import gc
import os

from django.core.signals import request_finished
from django.core.wsgi import get_wsgi_application

#: collections of the middle generation between two of the oldest (default 10)
FULL_COLLECTION_EVERY = 100

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "wdd.settings")
application = get_wsgi_application()


def freeze_what_the_first_request_loaded(**kwargs) -> None:
    request_finished.disconnect(freeze_what_the_first_request_loaded)
    gc.collect()
    gc.freeze()


gc.collect()
gc.freeze()
gc.set_threshold(*gc.get_threshold()[:2], FULL_COLLECTION_EVERY)
request_finished.connect(freeze_what_the_first_request_loaded)
