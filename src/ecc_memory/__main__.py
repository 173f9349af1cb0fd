from __future__ import annotations

from ecc_memory.cli import main

if __name__ == "__main__":
    main()
