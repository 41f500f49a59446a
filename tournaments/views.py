"""Placeholder views: replaced by the public pages work."""
from django.http import HttpResponse


def _stub(*args, **kwargs):
    return HttpResponse("")


home = player_list = player_detail = tournament_list = tournament_detail = _stub
circuit_list = circuit_detail = catalogue = _stub
