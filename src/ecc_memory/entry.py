"""The stable module that installed native hook scripts run: ``python -P -m ecc_memory.entry run
<hook> [args]``.

Hook scripts outlive upgrades of the package (they sit in ``.git/hooks`` and name a module
path), so this module never moves and stays tiny: it imports only the hooks command group.
The merge driver that ``hooks install`` writes into git config outlives upgrades the same way
and runs ``python -P -m ecc_memory.entry merge-file %O %A %B %P``.

``ecc`` below is the ``ecc`` console script: ``ecc memory hooks run <hook>``, the entry of the
pre-commit framework's hooks (run for every commit), goes to the hook runner without click,
whose import was a fifth of a guard's time, and so do ``doctor``'s plain forms
(``cli.doctor_run``), ``save``'s (``cli.save_run``) and ``search``'s (``cli.search_run``);
``ecc --help`` and ``ecc memory --help`` print their pages from ``cli.help_pages`` (generated
from click's rendering). Every other command line is ``cli.main``'s.
"""

from __future__ import annotations


def main() -> None:
    from ecc_memory.cli.outcome import main as run_main

    run_main(_hooks)


def _hooks() -> int | None:
    import sys

    if sys.argv[1:2] == ["merge-file"]:  # git's merge driver: no click, see cli.merge
        from ecc_memory.cli.merge import main as merge_main

        return merge_main(sys.argv[2:])
    if sys.argv[1:2] == ["run"] and len(sys.argv) > 2:  # a hook: no click, see cli.hook_run
        from ecc_memory.cli.hook_run import HOOK_NAMES, run

        if sys.argv[2] in HOOK_NAMES:
            return run(sys.argv[2], sys.argv[3:])
    from ecc_memory.cli.git import hooks

    hooks(prog_name="ecc memory hooks")
    return None


def ecc() -> None:
    from ecc_memory.cli.outcome import main as run_main

    run_main(_ecc)


def _ecc() -> int | None:
    import sys

    argv = sys.argv[1:]
    if len(argv) <= 2 and argv[-1:] in (["--help"], ["-h"]) and argv[:-1] in ([], ["memory"]):
        _help_page("memory" if argv[:-1] else "")
    if argv[:3] == ["memory", "hooks", "run"] and len(argv) > 3:
        from ecc_memory.cli.hook_run import HOOK_NAMES, run

        # git's post-checkout arguments are two ids and a flag: an option here is click's
        # (--help), so click parses it.
        if argv[3] in HOOK_NAMES and not any(arg.startswith("-") for arg in argv[4:]):
            return run(argv[3], argv[4:])
    if argv[:2] == ["memory", "save"]:
        from ecc_memory.cli import save_run

        options = save_run.parse_plain(argv[2:])
        if options is not None:  # the common spellings need no click (see cli.save_run)
            save_run.run_plain(options)
    if argv[:2] == ["memory", "search"]:
        from ecc_memory.cli import search_run

        found = search_run.parse_plain(argv[2:])
        if found is not None:  # the common spellings need no click (see cli.search_run)
            search_run.run_plain(found)
    if argv[:2] == ["memory", "doctor"]:
        from ecc_memory.cli.doctor_run import is_plain, run_plain

        if is_plain(argv[2:]):  # the plain forms need no parser (see cli.doctor_run)
            run_plain(argv[2:])
    from ecc_memory.cli.main import main as cli_main

    cli_main()
    return None


def _help_page(key: str) -> None:
    """Print ``ecc --help`` or ``ecc memory --help`` from ``cli.help_pages`` and exit, when
    click would render them 78 wide (``shutil.get_terminal_size``'s columns, 80 or more, as click
    reads them); on a narrower terminal click renders them."""
    import os
    import sys

    try:
        columns = int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        columns = 0
    if columns <= 0:
        try:
            columns = os.get_terminal_size(sys.__stdout__.fileno()).columns  # type: ignore[union-attr]
        except (AttributeError, ValueError, OSError):
            columns = 80
        columns = columns or 80
    if columns >= 80:
        from ecc_memory.cli.help_pages import PAGES
        from ecc_memory.cli.outcome import run

        def show() -> None:
            sys.stdout.write(PAGES[key])

        run(False, show)


if __name__ == "__main__":
    main()
