"""/api/v1/openapi.json: valid OpenAPI 3, generated without warnings, and
describing every endpoint, operation and parameter the URLconf has."""

import json
import re

import pytest
from django.core.management import call_command
from drf_spectacular.validation import validate_schema

from ratings.engines import ENGINES
from wdd.api import urls

pytestmark = pytest.mark.django_db

NOT_ENDPOINTS = {"api-schema", "api-docs", "api-not-found"}


@pytest.fixture
def schema(client):
    response = client.get("/api/v1/openapi.json")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("application/vnd.oai.openapi+json")
    return json.loads(response.content)


def openapi_path(route: str) -> str:
    """ "players/<int:pk>/" -> "/api/v1/players/{id}/" (drf-spectacular's spelling)."""
    path = re.sub(r"<(?:\w+:)?(\w+)>", lambda m: f"{{{m.group(1)}}}", route)
    path = path.replace("{pk}", "{id}")
    return f"/api/v1/{path}"


def test_the_schema_is_valid_openapi_3(schema):
    validate_schema(schema)  # raises on any violation of the OpenAPI 3 JSON schema
    assert schema["openapi"].startswith("3.")


def test_generating_it_raises_no_warning(tmp_path):
    # --fail-on-warn: a field or parameter whose type drf-spectacular cannot tell fails here
    call_command("spectacular", "--validate", "--fail-on-warn", "--file", str(tmp_path / "s.yml"))


def test_every_api_url_is_in_the_schema(schema):
    endpoints = {
        openapi_path(str(p.pattern)) for p in urls.urlpatterns if p.name not in NOT_ENDPOINTS
    }
    assert len(endpoints) == 11
    assert set(schema["paths"]) == endpoints


def test_every_operation_and_parameter_is_described(schema):
    for path, operations in schema["paths"].items():
        assert set(operations) == {"get"}, path  # read-only
        operation = operations["get"]
        assert operation["summary"] and operation["description"], path
        for parameter in operation.get("parameters", []):
            assert parameter.get("description"), (path, parameter["name"])
        assert "429" in operation["responses"], path


def test_list_parameters_and_errors_are_documented(schema):
    players = schema["paths"]["/api/v1/players/"]["get"]
    assert {p["name"] for p in players["parameters"]} == {"q", "country", "page"}
    assert {"200", "400", "404", "429"} <= set(players["responses"])
    table = schema["paths"]["/api/v1/leaderboards/{system}/{category}/"]["get"]
    names = {p["name"] for p in table["parameters"]}
    assert names == {
        "system",
        "category",
        "q",
        "country",
        "location",
        "min_events",
        "active",
        "as_of",
        "sort",
        "page",
    }
    systems = next(p for p in table["parameters"] if p["name"] == "system")["schema"]["enum"]
    assert systems == list(ENGINES)  # from the registry: a new system is documented by itself


def test_the_paginated_shape_is_the_envelope(schema):
    page = schema["components"]["schemas"]["PaginatedPlayerList"]
    assert set(page["properties"]) == {"count", "page", "pages", "next", "previous", "results"}
    table = schema["components"]["schemas"]["Leaderboard"]
    assert {"count", "page", "pages", "next", "previous", "results"} <= set(table["properties"])
