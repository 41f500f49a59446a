"""Fixtures of the fault tests (tests/reliability/test_faults_*.py)."""

import pytest

from .helpers_services import fault_stack


@pytest.fixture
def stack(tmp_path):
    """A private database and Redis; the test starts workers as it needs them."""
    with fault_stack(tmp_path) as stack:
        yield stack
