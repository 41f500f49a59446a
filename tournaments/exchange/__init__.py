"""The interchange formats, both ways: what a file means, never how it is stored.
Readers turn a file's bytes into plain records (``records``, checked field by
field by ``fields``) or refuse it with one ``ImportFailed`` line naming the
file, the record and the problem: the results bundle (``bundle``, the
contract of ../shared/spec/interchange.md), CSV standings, the WDD upload
pair and WDR JSON files. Writers turn the database back into files: the WDD
upload pair, a tournament's standings (CSV, XLSX, JSON) and the whole
database as one bundle (``backup``). A format's reader and writer sit side by
side with the WDD codes they share, so a round trip is this package's
business; readers only read the database (to match players), and writing
what they return is the import service's (``tournaments.importing``).
"""
