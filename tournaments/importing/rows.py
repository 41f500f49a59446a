"""Writes of board rows (pasted or uploaded as CSV, ``exchange.board_rows``): the
boards of the rounds the rows name replace those rounds' boards, in a
tournament that exists; its other rounds stay as they are."""

from django.utils.translation import gettext as _
from django.utils.translation import gettext_noop

from wdd.bulk import ORM_BATCH, chunks, raw_delete

from ..board_defaults import default_game_scoring
from ..exchange.wording import Label
from ..models import BoardScore, Game, GameResult, Round, Tournament
from .games import game_row
from .rounds import raise_rounds


class RoundBoardWrites:
    """Mixed into ``Writer``: these use its batch, stats, ``fail`` and
    ``_create_games``, and run inside its transaction."""

    def write_round_boards(self) -> list[int]:
        """Replace the boards of the rounds that pasted board rows name; other rounds stay."""
        if not self.batch.round_boards:
            return []
        existing = {
            t.key: t for t in Tournament.objects.filter(key__in=list(self.batch.round_boards))
        }
        games, specs, ids = [], [], []
        for key, boards in self.batch.round_boards.items():
            t = existing.get(key)
            if t is None:
                raise self.fail(
                    Label(gettext_noop("tournament %(key)s"), key=key),
                    _("does not exist: create it first"),
                )
            raise_rounds(t, max(b.round for b in boards), self.batch.warnings)
            numbers = sorted({b.round for b in boards})
            scoring = default_game_scoring(t)  # before this import replaces boards
            self._delete_round_boards(t.pk, numbers)
            round_ids = dict(
                Round.objects.filter(tournament=t, number__in=numbers).values_list("number", "id")
            )
            missing = [Round(tournament_id=t.pk, number=n) for n in numbers if n not in round_ids]
            Round.objects.bulk_create(missing, batch_size=ORM_BATCH)
            round_ids.update((r.number, r.pk) for r in missing)
            for b in boards:
                b.game_scoring = scoring
                games.append(game_row(b, t.end_date, round_id=round_ids[b.round]))
                specs.append(b)
            ids.append(t.pk)
        self._create_games(games, specs)
        self.stats["boards"] = self.stats.get("boards", 0) + len(games)
        return ids

    def _delete_round_boards(self, tournament_id: int, numbers: list[int]) -> None:
        where = {"round__tournament_id": tournament_id, "round__number__in": numbers}
        game_ids = list(Game.objects.filter(**where).values_list("id", flat=True))
        for chunk in chunks(game_ids, 500):
            raw_delete(BoardScore.objects.filter(result__game_id__in=chunk))
            raw_delete(GameResult.objects.filter(game_id__in=chunk))
            raw_delete(Game.objects.filter(id__in=chunk))
