"""The interchange formats, both ways: what a file means, never how it is stored.

Readers turn the bytes of a file into plain records (``records``), validated
field by field (``fields``), or refuse it with one ``ImportFailed`` line
naming the file, the record and the problem: the results bundle
(``bundle``, the contract of ../shared/spec/interchange.md), CSV standings,
the WDD upload pair and WDR JSON files. Writers turn the database back into
files: the WDD upload pair, a tournament's standings (CSV, XLSX, JSON) and
the whole database as one bundle (``backup``). A format's reader and writer
sit side by side, with the WDD's country and power codes they share, so its
round trip is one module's business. Readers only read the database (to
match players); writing what they return is the import service's job
(``tournaments.importing``).
"""
