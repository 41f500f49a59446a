"""The admin, where organizers enter and correct their own tournaments: a
superuser sees and edits everything, any other staff user (an organizer,
``organizers``) only the tournaments they own and what hangs off them, on the
server for every view, list, filter, choice and bulk action (``ownership``).
The admins are registered one module a model family (``tournaments``,
``results``, ``shared``), with their forms beside them, the results upload
(``upload``), the merge of duplicate players (``merge``) and the recompute an
edit queues (``recompute``).
"""

from . import results, shared, tournaments  # noqa: F401 - importing them registers the admins
