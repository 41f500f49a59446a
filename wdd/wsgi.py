"""The WSGI application that gunicorn (and runserver) serve.

Python's collector walks every tracked object when it collects its oldest
generation: ~250,000 of them once Django, the URLconf, the templates and the
catalogues are loaded. On the largest circuit's page that walk cost 80-90 ms,
one request in twenty or so (p95 50 ms, the slowest 135 ms). Those objects
live as long as the process, so they are frozen out of the walk
(``gc.freeze``): at start, and again after the first request has loaded the
rest. The walk then costs ~4 ms (p95 43 ms, the slowest 44 ms).
"""

import gc
import os

from django.core.signals import request_finished
from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "wdd.settings")
application = get_wsgi_application()


def freeze_what_the_first_request_loaded(**kwargs) -> None:
    request_finished.disconnect(freeze_what_the_first_request_loaded)
    gc.collect()
    gc.freeze()


gc.collect()
gc.freeze()
request_finished.connect(freeze_what_the_first_request_loaded)
