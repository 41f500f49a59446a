"""What the tests of rows built in Python share: the template loop each one
replaced, rendered, and both compared with the whitespace between tags aside."""

import re

from django.template import Context, Template

LOAD = "{% load i18n wdd %}"


def squeeze(html: str) -> str:
    return re.sub(r">\s+<", "><", str(html)).strip()


def loop(source: str, **context) -> str:
    """The markup of a template loop (``source``) over ``context``, squeezed."""
    return squeeze(Template(LOAD + source).render(Context(context)))
