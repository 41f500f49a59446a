"""wdd.spreadsheet, the one place every CSV and XLSX export writes through:
text a spreadsheet would run as a formula is quoted, numbers are not, and the
quoting is undone exactly by the readers."""

import csv
import io

import openpyxl
from hypothesis import given
from hypothesis import strategies as st

from wdd.spreadsheet import TRIGGERS, cell, csv_dict_writer, csv_writer, neutralise, restore, xlsx


def test_each_trigger_character_gets_a_quote():
    for trigger in ("=", "+", "-", "@", "\t", "\r"):
        assert neutralise(trigger + "x") == "'" + trigger + "x"


def test_numbers_stay_numbers():
    assert cell(-5) == -5 and cell(-2.5) == -2.5 and cell(None) is None
    # The WDD pair writes numbers as text: still numbers, not names.
    for text in ("-3.5", "+2", "-0", "-1e-05", "-.5"):
        assert neutralise(text) == text


def test_ordinary_names_and_apostrophes_are_left_alone():
    for name in ("Zoë", "'t Hart", "O'Brien", "Jean-Luc", "", "'"):
        assert neutralise(name) == name


def test_an_already_quoted_formula_gets_one_more_quote():
    assert neutralise("'=x") == "''=x"
    assert restore("''=x") == "'=x"


@given(st.text(max_size=30))
def test_restore_undoes_neutralise(text):
    assert restore(neutralise(text)) == text


@given(st.text(max_size=30))
def test_no_neutralised_text_starts_a_formula(text):
    out = neutralise(text)
    assert not out.startswith(TRIGGERS) or float(out) == float(out)


def test_the_csv_writers_quote_text_cells_only():
    out = io.StringIO(newline="")
    writer = csv_writer(out)
    writer.writerow(["=1+1", -4, -4.5, "-4.5", "Anne"])
    table = csv_dict_writer(out, fieldnames=["a", "b"])
    table.writerow({"a": "@x", "b": 3})
    assert list(csv.reader(io.StringIO(out.getvalue()))) == [
        ["'=1+1", "-4", "-4.5", "-4.5", "Anne"],
        ["'@x", "3"],
    ]


def test_xlsx_cells_are_strings_or_numbers_never_formulas():
    body = xlsx(["name", "score"], [['=HYPERLINK("http://x")', -3], ["Anne", 2.5]], "a/b: c")
    sheet = openpyxl.load_workbook(io.BytesIO(body)).active
    rows = [[(c.value, c.data_type) for c in row] for row in sheet.iter_rows()]
    assert rows == [
        [("name", "s"), ("score", "s")],
        [('\'=HYPERLINK("http://x")', "s"), (-3, "n")],
        [("Anne", "s"), (2.5, "n")],
    ]
    assert sheet.freeze_panes == "A2" and sheet["A1"].font.b
