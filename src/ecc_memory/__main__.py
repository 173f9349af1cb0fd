from __future__ import annotations

from ecc_memory.cli.main import main

if __name__ == "__main__":
    main()
