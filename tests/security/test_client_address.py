"""The client address behind proxies: X-Forwarded-For believed only from
trusted proxies, read right to left, never what the client wrote itself."""

import ipaddress

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wdd.client_address import parse_networks, real_client

PROXIES = parse_networks("10.0.0.0/8, 2001:db8:ffff::/48")


def test_a_direct_peer_is_its_own_address_whatever_the_header_says():
    assert real_client("198.51.100.7", "203.0.113.5", PROXIES) == "198.51.100.7"


def test_behind_a_trusted_proxy_the_client_is_the_address_it_appended():
    assert real_client("10.0.0.1", "192.0.2.1, 203.0.113.5", PROXIES) == "203.0.113.5"


def test_chained_trusted_proxies_are_skipped():
    assert real_client("10.0.0.1", "203.0.113.5, 10.9.9.9, 10.1.1.1", PROXIES) == "203.0.113.5"


def test_ports_brackets_and_ipv4_mapped_addresses_are_read():
    assert real_client("10.0.0.1", "203.0.113.5:4711", PROXIES) == "203.0.113.5"
    assert real_client("10.0.0.1", "[2001:db8::1]:443", PROXIES) == "2001:db8::1"
    assert real_client("::ffff:10.0.0.1", "203.0.113.5", PROXIES) == "203.0.113.5"


def test_a_chain_of_proxies_only_names_the_farthest_one():
    assert real_client("10.0.0.1", "10.0.0.2", PROXIES) == "10.0.0.2"


def test_nonsense_from_a_trusted_proxy_stops_at_the_last_address_known():
    assert real_client("10.0.0.1", "203.0.113.5, not-an-ip", PROXIES) == "10.0.0.1"


def test_a_bad_setting_names_the_entry():
    with pytest.raises(ValueError, match="nonsense"):
        parse_networks("10.0.0.1, nonsense")


def test_no_proxies_means_the_header_is_never_read():
    assert real_client("10.0.0.1", "203.0.113.5", ()) == "10.0.0.1"


ipv4 = st.integers(min_value=0, max_value=2**32 - 1).map(lambda n: str(ipaddress.IPv4Address(n)))
public = ipv4.filter(lambda a: ipaddress.ip_address(a) not in PROXIES[0])
trusted = st.integers(min_value=0, max_value=2**24 - 1).map(
    lambda n: str(ipaddress.IPv4Address(0x0A000000 + n))
)
junk = st.lists(st.one_of(ipv4, st.text(max_size=20).filter(lambda t: "," not in t)), max_size=5)


@given(client=public, claimed=junk, hops=st.lists(trusted, min_size=1, max_size=4))
def test_whatever_a_client_writes_it_is_counted_by_the_address_the_proxies_saw(
    client, claimed, hops
):
    """The client controls everything left of its own address; the proxies
    (the last is the peer) appended the rest."""
    *inner, peer = hops
    header = ", ".join([*claimed, client, *inner])
    assert real_client(peer, header, PROXIES) == client
