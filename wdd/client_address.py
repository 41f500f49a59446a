"""The client's address behind reverse proxies, for per-client limits.

Behind nginx every request comes from the proxy's address, so a limit keyed
on REMOTE_ADDR counts every visitor as one (ten bad passwords would lock
everyone out). ``X-Forwarded-For`` names the client, but anyone can send that
header: it is believed only when the peer is one of the configured proxies
(``TRUSTED_PROXIES``, from ``DJANGO_TRUSTED_PROXIES``), and then read from the
right: each trusted proxy appended the address it saw, so the right-most
address that is not a trusted proxy is the client. Whatever a client wrote
to the left of that is ignored.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Iterable

from django.conf import settings

Network = ipaddress.IPv4Network | ipaddress.IPv6Network
Address = ipaddress.IPv4Address | ipaddress.IPv6Address

__all__ = ["client_address", "parse_networks", "real_client"]


def parse_networks(value: str) -> tuple[Network, ...]:
    """``"10.0.0.1, 192.168.0.0/16, ::1"`` -> networks; a bad entry raises ValueError."""
    networks = []
    for item in value.split(","):
        item = item.strip()
        if item:
            try:
                networks.append(ipaddress.ip_network(item, strict=False))
            except ValueError as e:
                raise ValueError(f"not an IP address or network: {item!r}") from e
    return tuple(networks)


def parse_address(text: str) -> Address | None:
    """An address as proxies write it (``1.2.3.4``, ``1.2.3.4:5678``,
    ``[2001:db8::1]:443``, ``2001:db8::1``), or None."""
    text = text.strip()
    if text.startswith("[") and "]" in text:
        text = text[1 : text.index("]")]
    elif text.count(":") == 1:
        text = text.split(":", 1)[0]
    try:
        address = ipaddress.ip_address(text)
    except ValueError:
        return None
    mapped = getattr(address, "ipv4_mapped", None)
    return mapped or address


def _trusted(address: Address, proxies: Iterable[Network]) -> bool:
    return any(address.version == n.version and address in n for n in proxies)


def real_client(remote_addr: str, forwarded_for: str | None, proxies: Iterable[Network]) -> str:
    """The client's address: the peer itself unless it is a trusted proxy,
    else the right-most address of ``forwarded_for`` that is not one."""
    proxies = tuple(proxies)
    peer = parse_address(remote_addr or "")
    if peer is None:
        return remote_addr or "unknown"
    current = peer
    if forwarded_for and _trusted(current, proxies):
        for hop in reversed(forwarded_for.split(",")):
            address = parse_address(hop)
            if address is None:
                break  # a trusted proxy wrote nonsense: stop at the last proxy known
            current = address
            if not _trusted(current, proxies):
                break
    return str(current)


def client_address(request) -> str:
    """The request's client address under the site's ``TRUSTED_PROXIES``."""
    return real_client(
        request.META.get("REMOTE_ADDR", ""),
        request.META.get("HTTP_X_FORWARDED_FOR"),
        settings.TRUSTED_PROXIES,
    )
