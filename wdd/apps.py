"""The admin app with this site's AdminSite (``wdd.admin_site``; outside the tournaments.admin package, whose import registers on the site) as ``admin.site``."""

from django.contrib.admin.apps import AdminConfig as DjangoAdminConfig


class AdminConfig(DjangoAdminConfig):
    default_site = "wdd.admin_site.AdminSite"
