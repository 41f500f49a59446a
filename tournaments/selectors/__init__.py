"""Reads for the public pages, one module a page family (home, tournaments,
players, circuits, and what they share in ``common``): each function is one
page section in a bounded number of queries (pinned by tests/performance and
tests/pages/test_query_counts.py); views call these and render, and build no
querysets of their own. Rating tables are read through
``ratings.leaderboards``, the one module that queries them.
"""
