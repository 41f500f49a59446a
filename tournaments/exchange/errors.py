class ImportFailed(Exception):
    """An import was refused; nothing was written.

    The message is one line naming the file, the record and the problem, so
    an organizer can find and fix it without reading a traceback.
    """

    def __init__(self, file: str, record: str, problem: str):
        self.file = file
        self.record = record
        self.problem = problem
        super().__init__(str(self))

    def __str__(self) -> str:
        parts = [p for p in (self.file, self.record, self.problem) if p]
        return ": ".join(parts).replace("\n", " ")
