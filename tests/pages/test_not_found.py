"""Unknown objects are 404s, rendered in the site frame."""

import pytest

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    "path",
    [
        "/tournaments/9999/anything/",
        "/players/9999/anything/",
        "/circuits/9999/anything/",
        "/systems/scoring/no-such-system/",
        "/systems/ratings/no-such-system/",
        "/no/such/page/",
    ],
)
def test_an_unknown_object_is_not_found(site, client, path):
    response = client.get(path)
    assert response.status_code == 404
    page = response.content.decode()
    assert "Page not found" in page
    assert 'class="site-header"' in page and 'href="/tournaments/"' in page
