"""The base of the admin's inline rows that are edited as one set: a board's
results and a tournament's standings.

Both the game result forms (``result_forms``) and the standing forms
(``standing_forms``) build on these, so they live apart from either: the rows
are judged together by their formset, not one by one against the database, and
saved so that a swap between two rows never trips a unique constraint halfway.
"""

from django import forms
from django.core.exceptions import ValidationError
from django.db import models
from django.forms.models import BaseInlineFormSet


class RowForm(forms.ModelForm):
    """A form for one row; as an inline row of a formset that always shows
    every row of its parent (a board's results, a tournament's standings),
    uniqueness is judged among the rows by the formset (with a clear message,
    knowing which rows are deleted or swapped), not row by row against what
    the database held before this edit."""

    rows_judged_together = False

    def validate_unique(self):
        if not self.rows_judged_together:
            super().validate_unique()

    def validate_constraints(self):
        exclude = self._get_validation_exclusions()
        if self.rows_judged_together:
            for constraint in self._meta.model._meta.constraints:
                if isinstance(constraint, models.UniqueConstraint):
                    exclude.update(constraint.fields)
        try:
            self.instance.validate_constraints(exclude=exclude)
        except ValidationError as e:
            self._update_errors(e)


class SwapSafeFormSet(BaseInlineFormSet):
    """Saves rows whose unique fields moved between them (two players swapping
    powers, two standings swapping players) without tripping the database's
    unique constraints halfway.

    When any row's `swap_fields` changed, every changed or deleted row is
    removed first and the changed ones are written back under their own ids:
    no intermediate state then holds a duplicate, and the board-total trigger
    (on insert) only ever sees a subset of the final board.
    """

    swap_fields: tuple[str, ...] = ()

    def save(self, commit=True):
        if commit:
            keep = [f for f in self.initial_forms if f.instance.pk]
            moving = [
                f
                for f in keep
                if not self._should_delete_form(f) and set(self.swap_fields) & set(f.changed_data)
            ]
            if moving:
                touched = [
                    f.instance.pk for f in keep if self._should_delete_form(f) or f.has_changed()
                ]
                self.model._base_manager.filter(pk__in=touched).delete()
        return super().save(commit)
