"""What drf-spectacular cannot infer from the views: the error responses.

Every operation's 200 comes from its serializer; this post-processing hook
(``SPECTACULAR_SETTINGS["POSTPROCESSING_HOOKS"]``) adds the errors that
``wdd.api.errors`` and DRF give, so that a new endpoint documents them
without repeating them: 400 where there are query parameters, 404 where a
path parameter or a page number can miss, 429 everywhere.
"""

from __future__ import annotations

ERROR = {
    "type": "object",
    "properties": {"detail": {"type": "string", "description": "What went wrong."}},
    "required": ["detail"],
}
INVALID_PARAMETERS = {
    "type": "object",
    "properties": {
        "detail": {"type": "string", "enum": ["Invalid parameters."]},
        "errors": {
            "type": "object",
            "additionalProperties": {"type": "string"},
            "description": "One message per invalid parameter, keyed by its name.",
        },
    },
    "required": ["detail", "errors"],
}


def _response(component: str, description: str) -> dict:
    return {
        "description": description,
        "content": {"application/json": {"schema": {"$ref": f"#/components/schemas/{component}"}}},
    }


def add_error_responses(result, generator, request, public):
    result.setdefault("components", {}).setdefault("schemas", {}).update(
        {"Error": ERROR, "InvalidParameters": INVALID_PARAMETERS}
    )
    for operations in result.get("paths", {}).values():
        for operation in operations.values():
            where = {p["in"] for p in operation.get("parameters", [])}
            names = {p["name"] for p in operation.get("parameters", [])}
            responses = operation["responses"]
            if "query" in where:
                responses.setdefault(
                    "400", _response("InvalidParameters", "A query parameter is invalid.")
                )
            if "path" in where or "page" in names:
                responses.setdefault("404", _response("Error", "No such object, table or page."))
            responses.setdefault(
                "429",
                _response("Error", "Too many requests: retry after `Retry-After` seconds."),
            )
    return result
