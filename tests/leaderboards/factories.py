"""Rating tables written straight to the database (bulk), for page and API tests.

``make_table(120)`` gives 120 rated players in dip-pouch/overall with
nationalities cycling FR, GB, US, DE, competition ranks (with a tie at
ranks 49-51 so one tie group straddles the first page boundary), national
ranks, event counts 1..6, and last played dates spread over ten years.
"""

from datetime import date, timedelta

from django.utils import timezone

from ratings.engines import competition_ranks
from ratings.models import RankSheet, Rating, RatingName, TableState
from ratings.rank_sheets import encode
from ratings.ranked_rows import new_stamp
from tournaments.models import Player

NATIONS = ("FR", "GB", "US", "DE")
LOCATIONS = ("FR", "BE", "US", "")
TODAY = date.today()


def make_table(
    n=120,
    system="dip-pouch",
    category="overall",
    *,
    prefix="p",
    ties=True,
    state=True,
    pending=False,
):
    players = []
    for i in range(n):
        first, last = f"First{i:04d}", f"Last{(n - i):04d}"
        player = Player(
            key=f"{prefix}{i:04d}",
            first_name=first,
            last_name=last,
            nationality=NATIONS[i % len(NATIONS)],
            location=LOCATIONS[i % len(LOCATIONS)],
        )
        player.set_derived()  # bulk_create skips save(): slug, search name, sort key
        players.append(player)
    Player.objects.bulk_create(players)
    players = list(Player.objects.filter(key__startswith=prefix).order_by("key"))
    values = [90.0 - i * 0.25 for i in range(n)]
    if ties and n > 51:
        values[49] = values[50] = values[48]  # ranks 49, 49, 49 straddle page 1/2
    ranks = competition_ranks(values)
    national: dict[str, list[float]] = {}
    for i, p in enumerate(players):
        national.setdefault(str(p.nationality), []).append(values[i])
    national_ranks = {c: iter(competition_ranks(v)) for c, v in national.items()}
    rows = []
    for i, p in enumerate(players):
        code = str(p.nationality)
        rows.append(
            Rating(
                system=system,
                category=category,
                player=p,
                nationality=code,
                location=str(p.location),
                rating=values[i],
                events=1 + i % 6,
                peak=values[i] + 1,
                last_played=TODAY - timedelta(days=(40 * i) % 36500),
                player_key=p.key,
            )
        )
    Rating.objects.bulk_create(rows)
    write_sheet(
        system,
        category,
        [p.pk for p in players],
        ranks,
        [next(national_ranks[str(p.nationality)]) for p in players],
        [str(p.nationality) for p in players],
    )
    RatingName.objects.bulk_create(
        RatingName(
            system=system, category=category, player=p, sort_key=p.sort_key, player_key=p.key
        )
        for p in players
    )
    if state:
        TableState.objects.update_or_create(
            system=system,
            category=category,
            defaults={
                "players": n,
                "computed_at": timezone.now(),
                "version": 1,
                "pending": pending,
            },
        )
    return players


def write_sheet(system, category, players, ranks, national_ranks, nationalities):
    """The table's ranking as the recompute writes it (``ratings.rank_sheets``),
    its players in rank order."""
    RankSheet.objects.update_or_create(
        system=system,
        category=category,
        defaults={
            "stamp": new_stamp(),
            "data": encode(players, ranks, national_ranks, nationalities),
        },
    )


def resheet(system="dip-pouch", category="overall"):
    """Rank a table's rows again from their ratings, as a recompute would
    (ties by key), after a test changed them in place."""
    rows = list(
        Rating.objects.filter(system=system, category=category)
        .order_by("-rating", "player_key")
        .values_list("player_id", "rating", "nationality")
    )
    values = [r for _, r, _ in rows]
    national: dict[str, list[float]] = {}
    for _, r, code in rows:
        national.setdefault(code, []).append(r)
    national_ranks = {c: iter(competition_ranks(v)) for c, v in national.items()}
    write_sheet(
        system,
        category,
        [p for p, _, _ in rows],
        competition_ranks(values),
        [next(national_ranks[code]) if code else None for _, _, code in rows],
        [code for _, _, code in rows],
    )
