"""Locust users for the load runs (``bench/locust_run.py``: CI's 10 s run and
the bench's load step): anonymous visitors reading leaderboard, player and
tournament pages, in English and in French, as fast as the server answers
(no think time: the figure is the server's throughput).

The pages come from the JSON file named by ``WDD_LOCUST_PAGES``:
``{"leaderboard": [paths], "player": [paths], "tournament": [paths]}`` and
the mix from ``WDD_LOCUST_MIX`` (e.g. ``leaderboard=3,player=1``; a kind
weighted 0 or without pages is not requested). Anything but a 200 is a
failure. Each kind is one row of Locust's statistics, named after it.
"""

from __future__ import annotations

import json
import os
import random

from locust import constant, task
from locust.contrib.fasthttp import FastHttpUser

PAGES: dict[str, list[str]] = json.loads(open(os.environ["WDD_LOCUST_PAGES"]).read())
MIX = {
    kind: int(weight)
    for kind, weight in (
        item.split("=") for item in os.environ.get("WDD_LOCUST_MIX", "leaderboard=1").split(",")
    )
    if int(weight) > 0 and PAGES.get(kind)
}
KINDS = [kind for kind, weight in MIX.items() for _ in range(weight)]
LANGUAGES = ("en", "fr")


class Visitor(FastHttpUser):
    wait_time = constant(0)

    @task
    def read_a_page(self):
        kind = random.choice(KINDS)
        path = random.choice(PAGES[kind])
        language = random.choice(LANGUAGES)
        with self.client.get(
            path, name=kind, headers={"Accept-Language": language}, catch_response=True
        ) as response:
            if response.status_code != 200:
                response.failure(f"HTTP {response.status_code} for {path}")
