"""The API's views, one module a resource. Each is a DRF class view that
reads through the selectors and writes through a serializer; ``ReadOnly``
makes every one answer GET and HEAD only."""
