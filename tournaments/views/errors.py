"""The site's own error pages (``handler404``, ``handler500`` in ``wdd.urls``), in the
visitor's language, with DEBUG off.

The 404 page is a normal page (header, search box, links). The 500 page renders
without context processors or database reads: whatever broke the request (often
the database) must not break its error page too.
"""

from django.http import HttpResponseServerError
from django.shortcuts import render
from django.template import loader
from django.utils.translation import get_language


def page_not_found(request, exception=None):
    return render(request, "404.html", status=404)


def server_error(request):
    template = loader.get_template("500.html")
    return HttpResponseServerError(template.render({"LANGUAGE_CODE": get_language() or "en"}))
