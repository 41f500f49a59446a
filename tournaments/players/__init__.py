"""One person, one record: ``duplicates`` spots players whose names match up to
accents and case (the import warns about new ones), and ``merging`` moves a
duplicate's results to the surviving record, keeps its key as an alias that
later imports resolve, and undoes a merge from its audit record. The admin's
merge page (``tournaments.admin.merge``) is how a person triggers either.
"""
