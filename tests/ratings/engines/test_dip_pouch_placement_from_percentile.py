"""A history page shows "P / N" from the stored percentile S: P comes back
exactly from S for every field size and placement."""

from ratings.engines.dip_pouch import percentile, placement


def test_every_placement_comes_back_from_its_percentile():
    for n in range(1, 1200):
        assert [placement(n, percentile(n, p)) for p in range(1, n + 1)] == list(range(1, n + 1))


def test_the_spec_example_8th_of_65():
    assert placement(65, 88.46153846153847) == 8
