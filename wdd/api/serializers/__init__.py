"""The JSON shape of every response, one module a resource.

Each serializer is both what a view writes and, through drf-spectacular, its
schema in ``/api/v1/openapi.json``: ``help_text`` is the field's description.
Serializers only shape objects the views read through the selectors; they
never query.
"""
