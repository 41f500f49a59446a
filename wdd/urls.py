from django.contrib import admin
from django.http import HttpResponsePermanentRedirect
from django.templatetags.static import static
from django.urls import include, path


def favicon(request):
    """/favicon.ico -> the static icon (its URL resolved per request: in production it
    carries the manifest's hash, known only after collectstatic)."""
    return HttpResponsePermanentRedirect(static("favicon.svg"))


urlpatterns = [
    # Browsers ask for /favicon.ico on pages without a <link rel=icon> (the JSON API).
    path("favicon.ico", favicon),
    path("admin/", admin.site.urls),
    path("i18n/", include("django.conf.urls.i18n")),
    path("api/v1/", include("wdd.api.urls")),
    path("", include("tournaments.urls")),
    path("", include("ratings.urls")),
]

# The site's own error pages, in the visitor's language (with DEBUG off).
handler404 = "tournaments.views.errors.page_not_found"
handler500 = "tournaments.views.errors.server_error"
