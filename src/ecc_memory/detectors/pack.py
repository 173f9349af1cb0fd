"""The detector pack: every shape of credential the scanner knows, as an explicit registry.

A detector is a name, a few keywords, a gate and a pattern. Two families:

* *tokens* (``detectors.tokens``): provider credentials recognisable by their own prefix
  (``ghp_``, ``sk-ant-``, ``AKIA``, ``shpat_``, ...), wherever they occur;
* *credentials in context* (``detectors.context``): secrets that look like anything on their
  own (``hunter2``) and are recognised by where they sit -- a URL's user-info, an assignment to
  a secret-named variable, an ``Authorization`` header, a ``curl -u`` or ``docker login -p``
  argument, a connection string, a query parameter, an ``.npmrc`` or ``.netrc`` line, a key
  named next to its provider, a credential word followed by a generated value.

A pattern names the would-be secret with the group ``secret``; :func:`placeholders.is_placeholder`
judges that group for every detector, so ``<password>``, ``${TOKEN}`` or ``changeme`` are never
reported, whatever shape they sit in; a pattern may also name the whole value it sits in
(``whole``: ``<user:password>`` after ``curl -u``), which the rule judges too. A detector may add
a check of its own on the secret (``accepts``) or on the match in its text (``in_context``).

Three properties the scanner and ``vault.classify`` rely on (keep them when adding a detector;
tests/detectors/test_scanner.py proves them): a pattern never matches across a line break (no
``\\s`` that could cross one: use ``[ \\t]``); every match contains one of its detector's
keywords, case-insensitively; and at an occurrence of one of them inside every match, the
detector's *gate* matches. A gate is a short, lookaround-free pattern that starts with the keyword
and takes what must follow it in any match (``token=`` plus a value character, ``AKIA`` plus
sixteen capitals, ``://host:``), matched at the keyword in the text (or, for a case-insensitive
detector, in the folded text, written in lower case): prose full of the words *token* or *key*
fails a gate within a few characters, so the full pattern runs only on the rare line where one
passed.
"""

from __future__ import annotations

from ecc_memory.detectors.context import CREDENTIALS
from ecc_memory.detectors.detector import Detector, Finding, fingerprint, fold_case
from ecc_memory.detectors.tokens import TOKENS

PACK: tuple[Detector, ...] = TOKENS + CREDENTIALS

__all__ = ["PACK", "Detector", "Finding", "fingerprint", "fold_case"]
