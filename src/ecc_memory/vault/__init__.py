"""The vault: ``ecc.memory.v1`` Markdown files, the only code that writes them, and the derived
search index (document, store, rows, refresh, index, search, reader, doctor).

The format's vocabulary is defined here, once, so that the CLI can offer it as choices without
importing the parser.
"""

SCOPES = ("project", "team", "user")
DEFAULT_SCOPES = ("project", "team")  # the user scope is read only when asked for
KINDS = ("context", "decision", "fact", "handoff", "lesson", "note", "preference", "runbook")
# Handoffs generated from git branch context carry this tag plus ``branch-<slug>``; a newer one
# of the same branch that links an older one supersedes it (derived, never rewritten).
BRANCH_HANDOFF_TAG = "branch-handoff"
