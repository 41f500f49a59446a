"""Every page knows how fresh the ratings are, in one query."""

import pytest
from django.test import RequestFactory

from ratings import services
from ratings.context_processors import table_status
from ratings.tasks import mark_pending

from .builders import bundle, player, tournament

pytestmark = pytest.mark.django_db


def status(django_assert_num_queries):
    with django_assert_num_queries(1):
        return table_status(RequestFactory().get("/"))


def test_before_any_recompute(django_assert_num_queries):
    assert status(django_assert_num_queries) == {"ratings_as_of": None, "ratings_pending": False}


def test_pending_after_a_change_then_as_of_after_the_recompute(
    import_only, django_assert_num_queries
):
    import_only(bundle([player(k) for k in "ab"], [tournament("t", "2015-01-01", ["a", "b"])]))
    mark_pending()
    assert status(django_assert_num_queries)["ratings_pending"] is True

    services.recompute_all()

    result = status(django_assert_num_queries)
    assert result["ratings_pending"] is False
    assert result["ratings_as_of"] is not None


def test_it_is_computed_once_per_request(django_assert_num_queries):
    request = RequestFactory().get("/")
    with django_assert_num_queries(1):
        table_status(request)
        table_status(request)
