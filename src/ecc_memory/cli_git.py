"""The module path that hook scripts installed by ecc-memory 0.1 run
(``python -P -m ecc_memory.cli_git run <hook>``). Kept so those scripts go on working; new
scripts run ``ecc_memory.entry``."""

from __future__ import annotations

from ecc_memory.entry import main

if __name__ == "__main__":
    main()
