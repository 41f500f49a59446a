class ImportFailed(Exception):
    """An import was refused; nothing was written.

    The message is one line naming the file, the record and the problem, so
    an organizer can find and fix it without reading a traceback. It is worded
    when the refusal is raised, in the active language (``exchange.wording``):
    the record may be a ``Label``, translated here, and the problem is already
    translated by the reader that found it.
    """

    def __init__(self, file: str, record, problem: str):
        from .wording import join, text

        self.file = file
        self.record = text(record)
        self.problem = problem
        self.message = join(self.file, self.record, self.problem).replace("\n", " ")
        super().__init__(self.message)

    def __str__(self) -> str:
        return self.message
