"""Refusals carry a stable code; the adapters map them to exit codes.

Expected outcomes (a checker finding problems) are values, not exceptions. An ``EccError`` is a
refusal: bad input, a write that would overwrite, a secret, an unsafe path. Its message never
contains a memory body, a secret value or an absolute path unless the caller chose to add one.
"""

from __future__ import annotations

EXIT_OK = 0
EXIT_PROBLEMS = 1
EXIT_USAGE = 2
EXIT_INTERNAL = 3


class EccError(Exception):
    """A refusal with a stable machine-readable code (for example ``MEMORY_EXISTS``)."""

    exit_code = EXIT_USAGE

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message

    def to_json(self) -> dict[str, object]:
        return {"error": {"code": self.code, "message": self.message}}


class InvalidInput(EccError):
    """A field, flag or file that breaks the format's rules."""


class InvalidDocument(InvalidInput):
    """A memory file that does not parse; ``line`` is the 1-based line at fault (0: the file)."""

    def __init__(self, code: str, message: str, line: int = 0) -> None:
        super().__init__(code, message)
        self.line = line


class SecretRefused(EccError):
    """Text that carries a suspected secret; the message names detectors only."""


class UnsafePath(EccError):
    """A symlink, an escape from the vault, or a path that changed while it was opened."""


class AlreadyExists(EccError):
    """A create-only write found its destination taken."""


class GuardTampered(EccError):
    """The project scope's fail-closed .gitignore has unexpected content."""


class NotFound(EccError):
    """A memory ID that no scanned file carries."""


class StorageError(EccError):
    """The file system refused: no space left, read-only, permission denied, an I/O error."""


class Busy(EccError):
    """A shared resource (the search index) stayed locked by another process too long."""


class InternalError(EccError):
    """Something we did not expect; the adapter reports it without a traceback."""

    exit_code = EXIT_INTERNAL
