"""The same seed gives the same bundle, in any process; another seed another bundle."""

import hashlib
import os
import subprocess
import sys
from pathlib import Path

from tests.conftest import REAL_BOARDS_CSV
from tournaments.demo import dumps_bundle, generate_bundle

ROOT = Path(__file__).resolve().parents[2]


def digest(bundle) -> str:
    return hashlib.sha256(dumps_bundle(bundle).encode()).hexdigest()


def test_the_same_seed_gives_an_identical_bundle():
    a = generate_bundle(500, 40, 3000, 42, real_boards_csv=REAL_BOARDS_CSV)
    b = generate_bundle(500, 40, 3000, 42, real_boards_csv=REAL_BOARDS_CSV)
    assert dumps_bundle(a) == dumps_bundle(b)


def test_another_seed_gives_a_different_bundle():
    a = generate_bundle(500, 40, 3000, 42)
    b = generate_bundle(500, 40, 3000, 43)
    assert a["players"] != b["players"]
    assert a["tournaments"] != b["tournaments"]
    assert a["games"] != b["games"]


def test_generation_leaves_the_global_random_state_alone():
    import random

    random.seed(7)
    expected = random.random()
    random.seed(7)
    generate_bundle(100, 5, 200, 1)
    assert random.random() == expected


def test_the_bundle_is_identical_whatever_the_hash_seed_of_the_process():
    code = (
        "import hashlib, sys; from tournaments.demo import generate_bundle, dumps_bundle; "
        "b = generate_bundle(300, 25, 2000, 9, real_boards_csv=sys.argv[1]); "
        "print(hashlib.sha256(dumps_bundle(b).encode()).hexdigest())"
    )
    digests = set()
    for hash_seed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed, PYTHONPATH=str(ROOT))
        out = subprocess.run(
            [sys.executable, "-c", code, str(REAL_BOARDS_CSV)],
            env=env, cwd=ROOT, capture_output=True, text=True, check=True,
        )  # fmt: skip
        digests.add(out.stdout.strip())
    assert digests == {digest(generate_bundle(300, 25, 2000, 9, real_boards_csv=REAL_BOARDS_CSV))}
