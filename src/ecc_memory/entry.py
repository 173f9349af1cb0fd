"""The stable module that installed native hook scripts run: ``python -P -m ecc_memory.entry run
<hook> [args]``.

Hook scripts outlive upgrades of the package (they sit in ``.git/hooks`` and name a module
path), so this module never moves and stays tiny: it imports only the hooks command group.
"""

from __future__ import annotations


def main() -> None:
    from ecc_memory.cli.git import hooks

    hooks(prog_name="ecc memory hooks")


if __name__ == "__main__":
    main()
