"""``chunks`` cuts any iterable into lists of a size, the last one shorter,
reading it as it goes (a generator of a million rows is never held whole)."""

from wdd.bulk import chunks


def test_lists_of_the_size_and_a_shorter_last_one():
    assert list(chunks(range(7), 3)) == [[0, 1, 2], [3, 4, 5], [6]]
    assert list(chunks([], 3)) == []


def test_a_generator_is_read_one_chunk_at_a_time():
    read = []

    def rows():
        for i in range(10):
            read.append(i)
            yield i

    first = next(chunks(rows(), 4))
    assert first == [0, 1, 2, 3]
    assert read == [0, 1, 2, 3]
