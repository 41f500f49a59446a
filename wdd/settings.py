"""Settings for the rankings site.

Everything has an embedded default so that a fresh checkout runs with SQLite
and in-process tasks; production sets DATABASE_URL, REDIS_URL and the
DJANGO_* variables (see README "Configuration").
"""

import os
from pathlib import Path

import dj_database_url
from django.core.exceptions import ImproperlyConfigured
from django.utils.csp import CSP as _CSP

from wdd.client_address import parse_networks

BASE_DIR = Path(__file__).resolve().parent.parent


def env_bool(name: str, default: bool) -> bool:
    value = os.environ.get(name)
    if value is None:
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


# Committed, so public: it signs sessions only on a developer's machine.
DEVELOPMENT_SECRET_KEY = "dev-insecure-key-do-not-use-in-production-0123456789abcdef"
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "").strip()
DEBUG = env_bool("DJANGO_DEBUG", default=not SECRET_KEY)
if not DEBUG and SECRET_KEY in ("", DEVELOPMENT_SECRET_KEY):
    # Refuse to serve, migrate or check with a public key: `check --deploy`
    # cannot tell it from a real one (it is long and random-looking).
    raise ImproperlyConfigured(
        "DEBUG is off but DJANGO_SECRET_KEY is "
        + ("the development key committed in the repository" if SECRET_KEY else "not set")
        + ": set DJANGO_SECRET_KEY to a long random secret of your own "
        "(or DJANGO_DEBUG=1 on a development machine)."
    )
if not SECRET_KEY:
    SECRET_KEY = DEVELOPMENT_SECRET_KEY

ALLOWED_HOSTS = [
    h.strip()
    for h in os.environ.get("DJANGO_ALLOWED_HOSTS", "127.0.0.1,localhost,testserver").split(",")
    if h.strip()
]

INSTALLED_APPS = [
    "wdd.apps.AdminConfig",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django.contrib.humanize",
    "django_countries",
    "django_filters",
    "django_tables2",
    "rest_framework",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "simple_history",
    "tournaments",
    "ratings",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.middleware.csp.ContentSecurityPolicyMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "wdd.login_throttle.LoginThrottleMiddleware",
    # Who made an edit, for the edit history (django-simple-history)
    "simple_history.middleware.HistoryRequestMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
]

ROOT_URLCONF = "wdd.urls"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.template.context_processors.i18n",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "ratings.context_processors.table_status",
            ],
        },
    },
]

WSGI_APPLICATION = "wdd.wsgi.application"

DATABASES = {
    "default": dj_database_url.config(
        default=f"sqlite:///{BASE_DIR / 'db.sqlite3'}",
        conn_max_age=int(os.environ.get("DB_CONN_MAX_AGE", "60")),
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # WAL lets readers keep reading while a recompute writes; a generous
    # timeout makes concurrent writers wait instead of failing. Connections
    # are kept (DB_CONN_MAX_AGE, as for PostgreSQL) with a 32 MiB page cache:
    # a new connection per request cost 0.8 ms (opening, these pragmas, the
    # schema read again) and started with a cold cache, so a busy player's
    # 1,800 results were read from the OS again on every request.
    # secure_delete=FAST: Debian builds SQLite with secure delete on, which
    # writes zeros over every freed page. A day of games replaces the rating
    # checkpoint (13 MB of blobs): zeroing the old one doubled the pages the
    # update wrote and the WAL checkpoint copied back. FAST still clears
    # deleted rows inside the pages it writes anyway; the data is public.
    DATABASES["default"].setdefault("OPTIONS", {}).update(
        {
            "timeout": 30,
            "transaction_mode": "IMMEDIATE",
            "init_command": (
                "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL; PRAGMA cache_size=-32768;"
                " PRAGMA secure_delete=FAST;"
            ),
        }
    )

if DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql":
    # The planner's settings for a database that is read far more than it is
    # written and sits in memory, sent with each new connection (a server
    # tuned otherwise sets DATABASE_SESSION_OPTIONS, "" for its own). At bench
    # scale PostgreSQL's defaults cost pages 10-50 ms each: JIT compiled a
    # 5,000-row list for 11 ms before running it for 30; a count started two
    # parallel workers for 15 ms to save 5; random_page_cost=4 (a spinning
    # disk) made a busy player's 1,816 results a scan of 210,000 games
    # (33 ms instead of 8) and page 217 of a table sorted by name a sort of
    # the table (36 ms instead of 4). At 2 that player's plan was 4 % from
    # flipping back, and did on a fresh import (40 ms); at 1.5 the scan costs
    # a fifth more than the index lookups. At 1.1 an index scan of 21,700
    # rows was once chosen over a bitmap scan that takes half as long. A
    # DATABASE_URL that sets its own ?options= keeps them.
    DATABASES["default"].setdefault("OPTIONS", {}).setdefault(
        "options",
        os.environ.get(
            "DATABASE_SESSION_OPTIONS",
            "-c jit=off -c max_parallel_workers_per_gather=0 -c random_page_cost=1.5",
        ),
    )

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

LANGUAGE_CODE = "en"
LANGUAGES = [("en", "English"), ("fr", "Français")]
LOCALE_PATHS = [BASE_DIR / "locale"]
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "/static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = BASE_DIR / "staticfiles"
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        "BACKEND": (
            "whitenoise.storage.CompressedManifestStaticFilesStorage"
            if not DEBUG
            else "django.contrib.staticfiles.storage.StaticFilesStorage"
        )
    },
}
WHITENOISE_USE_FINDERS = True
if DEBUG:
    # Development serves from the finders; STATIC_ROOT exists only after collectstatic.
    import warnings

    warnings.filterwarnings("ignore", message="No directory at", module="whitenoise.base")

# Uploads: results bundles are small; anything larger is refused early.
DATA_UPLOAD_MAX_MEMORY_SIZE = 10 * 1024 * 1024
FILE_UPLOAD_MAX_MEMORY_SIZE = 10 * 1024 * 1024
MAX_IMPORT_UPLOAD_BYTES = int(os.environ.get("MAX_IMPORT_UPLOAD_BYTES", str(20 * 1024 * 1024)))

REDIS_URL = os.environ.get("REDIS_URL", "")

if REDIS_URL:
    CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": REDIS_URL,
            "KEY_PREFIX": "wdd",
        },
        # Rendered pages (wdd.page_cache), shared by every worker.
        "pages": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": REDIS_URL,
            "KEY_PREFIX": "wdd-pages",
        },
    }
else:
    # Per-process cache; cross-process coordination (the recompute lock)
    # falls back to the database when there is no Redis.
    CACHES = {
        "default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"},
        # Rendered pages (wdd.page_cache), per worker: room for the busy pages
        # (~30-100 KB each) without pushing out what "default" holds.
        "pages": {
            "BACKEND": "django.core.cache.backends.locmem.LocMemCache",
            "LOCATION": "pages",
            "OPTIONS": {"MAX_ENTRIES": 2000},
        },
    }

# How long a rendered page is kept (wdd.page_cache). Its key changes with the
# data it shows, so this only bounds how long unused pages take up room.
PAGE_CACHE_SECONDS = 24 * 3600

CELERY_BROKER_URL = REDIS_URL or "memory://"
CELERY_RESULT_BACKEND = None
CELERY_TASK_ALWAYS_EAGER = not REDIS_URL
CELERY_TASK_EAGER_PROPAGATES = True
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
# The longest recompute (every system at WDD scale) takes about a minute.
CELERY_TASK_TIME_LIMIT = 600
CELERY_TASK_SOFT_TIME_LIMIT = 540
# A worker child whose peak resident memory passed this is replaced once its
# task is done (its result sent). A recompute from nothing, or from years back,
# leaves the child's heap spread over its peak: at bench scale the incremental
# updates it runs after that take 0.85-0.95 s instead of 0.65-0.75 s in a child
# that never held the whole history (bench/HISTORY.md). A child that runs
# only incremental updates stays near 350 MB there, and keeps the tip state it
# resumes from. 0: never replaced.
CELERY_WORKER_MAX_MEMORY_PER_CHILD = (
    int(os.environ.get("CELERY_WORKER_MAX_MEMORY_MB", "512")) * 1024 or None
)  # KiB
# The worker survives a broker outage (README "Reliability"): it retries the
# connection for ever (every 2 s, then up to 30 s apart) instead of exiting
# after 100 attempts, and lets a running recompute finish (it needs the
# database, not the broker). Keepalives and health checks notice a dead
# connection; a command that times out is retried once on a fresh one.
# (broker_heartbeat is AMQP's: the Redis transport ignores it and relies on these.)
CELERY_BROKER_CONNECTION_RETRY = True
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
CELERY_BROKER_CONNECTION_MAX_RETRIES = None
CELERY_WORKER_CANCEL_LONG_RUNNING_TASKS_ON_CONNECTION_LOSS = False
# An unacknowledged message (its worker was killed) is redelivered after the
# visibility timeout, which must outlast the longest task (the hard time
# limit), or a running recompute would be delivered twice. The pending sweep,
# not this timeout, is what serves a killed worker's tables within a minute.
CELERY_BROKER_TRANSPORT_OPTIONS = {
    "visibility_timeout": CELERY_TASK_TIME_LIMIT + 120,
    "socket_keepalive": True,
    "socket_connect_timeout": 5,
    "health_check_interval": 10,
    "retry_on_timeout": True,
}
# Web processes queue tasks: with Redis down they fail fast and the import
# goes on (ratings.tasks.enqueue), rather than wait on retries.
CELERY_BROKER_CONNECTION_TIMEOUT = 2
CELERY_TASK_PUBLISH_RETRY = False
# The pending sweep (ratings/sweep.py): at worker start-up, and every 30 s from
# celery beat embedded in the worker (`celery -A wdd worker -B`, `make worker`).
# Beat keeps its schedule in memory: one interval, nothing to persist.
RATINGS_SWEEP_INTERVAL = int(os.environ.get("RATINGS_SWEEP_INTERVAL", "30"))
CELERY_IMPORTS = ("ratings.sweep",)
CELERY_BEAT_SCHEDULER = "celery.beat:Scheduler"
CELERY_BEAT_SCHEDULE = {
    "sweep-pending-ratings": {
        "task": "ratings.sweep_pending",
        "schedule": float(RATINGS_SWEEP_INTERVAL),
        "options": {"expires": RATINGS_SWEEP_INTERVAL},
    }
}

# Content-Security-Policy (Django's own, django.middleware.csp): scripts, styles, images
# and fonts from this site only, no inline code (the language menu's script and the
# API docs' style are static files), data: images for Swagger UI's icons, no plugins,
# no framing, forms posting only here. The browser tests fail on any violation.
SECURE_CSP = {
    "default-src": [_CSP.SELF],
    "script-src": [_CSP.SELF],
    "style-src": [_CSP.SELF],
    "img-src": [_CSP.SELF, "data:"],
    "font-src": [_CSP.SELF],
    "connect-src": [_CSP.SELF],
    "object-src": [_CSP.NONE],
    "base-uri": [_CSP.SELF],
    "form-action": [_CSP.SELF],
    "frame-ancestors": [_CSP.NONE],
}

# Reverse proxies whose X-Forwarded-For is believed (the login throttle's
# client address, wdd/client_address.py): comma-separated IPs or CIDRs, e.g.
# "127.0.0.1, 10.0.0.0/8" behind nginx. None by default: REMOTE_ADDR counts.
try:
    TRUSTED_PROXIES = parse_networks(os.environ.get("DJANGO_TRUSTED_PROXIES", ""))
except ValueError as e:
    raise ImproperlyConfigured(f"DJANGO_TRUSTED_PROXIES: {e}") from e

LOGIN_URL = "admin:login"
LOGIN_FAILURE_LIMIT = int(os.environ.get("LOGIN_FAILURE_LIMIT", "10"))
LOGIN_FAILURE_WINDOW = 15 * 60

DJANGO_TABLES2_TEMPLATE = "django_tables2/table.html"

# The JSON API (wdd/api/, README "JSON API"): public, anonymous and read-only.
# No authentication classes: nobody logs in to the API, so no session and no
# CSRF check stands between a write and its 405. The anonymous rate limit is
# DRF's AnonRateThrottle, its history in the default cache (Redis in
# production); API_ANON_RATE is "N/second|minute|hour|day". The client is
# the login throttle's (TRUSTED_PROXIES above), so behind nginx the limit is
# per client, not per proxy.
REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": [],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.AllowAny"],
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    "DEFAULT_FILTER_BACKENDS": ["django_filters.rest_framework.DjangoFilterBackend"],
    "DEFAULT_PAGINATION_CLASS": "wdd.api.pagination.Pagination",
    "PAGE_SIZE": 50,
    "DEFAULT_THROTTLE_CLASSES": ["wdd.api.throttles.AnonymousRateThrottle"],
    "DEFAULT_THROTTLE_RATES": {"anon": os.environ.get("API_ANON_RATE", "120/minute")},
    "EXCEPTION_HANDLER": "wdd.api.errors.exception_handler",
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "URL_FORMAT_OVERRIDE": None,  # ?format= is not special: the API only speaks JSON
}

# /api/v1/openapi.json and /api/v1/docs/ (Swagger UI from drf-spectacular-sidecar's
# static files: no CDN, and the split view loads its setup script from a URL,
# so the page runs without inline scripts).
SPECTACULAR_SETTINGS = {
    "TITLE": "WDD rankings API",
    "DESCRIPTION": (
        "Read-only JSON API of the tournament Diplomacy results, standings and ratings: "
        "the same data as the site's pages. Lists are paginated 50 a page (`?page=`); "
        'errors are `{"detail": ...}` (400 adds `errors`, one message per bad '
        "parameter); only GET and HEAD are allowed; anonymous clients are rate limited "
        "(429 with `Retry-After`)."
    ),
    "VERSION": "1",
    "SCHEMA_PATH_PREFIX": "/api/v1",
    "SERVE_INCLUDE_SCHEMA": False,
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    # No badge from validator.swagger.io: the page makes no request off the site.
    "SWAGGER_UI_SETTINGS": {"deepLinking": True, "validatorUrl": None},
    "POSTPROCESSING_HOOKS": [
        "drf_spectacular.hooks.postprocess_schema_enums",
        "wdd.api.schema.add_error_responses",
    ],
}

if not DEBUG:
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    SECURE_SSL_REDIRECT = env_bool("DJANGO_SECURE_SSL_REDIRECT", True)
    SESSION_COOKIE_SECURE = True
    CSRF_COOKIE_SECURE = True
    SECURE_HSTS_SECONDS = int(os.environ.get("DJANGO_HSTS_SECONDS", "31536000"))
    SECURE_HSTS_INCLUDE_SUBDOMAINS = True
    SECURE_HSTS_PRELOAD = True
    SECURE_CONTENT_TYPE_NOSNIFF = True
    SECURE_REFERRER_POLICY = "same-origin"
    X_FRAME_OPTIONS = "DENY"

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "WARNING")},
}
