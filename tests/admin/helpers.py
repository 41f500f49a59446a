"""Build a POST for an admin change form from the page as the browser got it."""

import datetime

from django import forms
from django.urls import reverse


def admin_url(name, *args):
    return reverse(f"admin:tournaments_{name}", args=args)


def _value(bound):
    value = bound.value()
    if value is None:
        return ""
    if isinstance(value, datetime.date):
        return value.isoformat()
    if isinstance(value, list | tuple):
        return [str(v) for v in value]
    return value


def _add_form(data, form):
    for name in form.fields:
        bound = form[name]
        value = _value(bound)
        if value == "" and isinstance(bound.field, forms.ModelMultipleChoiceField):
            continue  # nothing selected in a multiple select: nothing is sent
        if value is False:
            continue  # an unticked checkbox is not sent
        if value is True:
            value = "on"
        data[bound.html_name] = value


def form_data(response, **changes):
    """The data the admin page would POST unchanged, then `changes` applied."""
    data = {}
    _add_form(data, response.context["adminform"].form)
    for inline in response.context["inline_admin_formsets"]:
        formset = inline.formset
        _add_form(data, formset.management_form)
        for form in formset.forms:
            _add_form(data, form)
    data.update(changes)
    return {k: v for k, v in data.items() if v is not None}


def messages_of(response):
    return [str(m) for m in response.context["messages"]] if response.context else []
