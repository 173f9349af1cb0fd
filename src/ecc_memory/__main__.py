from __future__ import annotations

from ecc_memory.entry import ecc

if __name__ == "__main__":
    ecc()
