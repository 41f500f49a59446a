from django.http import HttpResponse


def home(request):
    return HttpResponse("WDD")


def player_detail(request, pk, slug):
    return HttpResponse("player")


def tournament_detail(request, pk, slug):
    return HttpResponse("tournament")


def circuit_detail(request, pk, slug):
    return HttpResponse("circuit")
