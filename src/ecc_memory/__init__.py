"""ecc-memory: durable, human-readable memory for coding agents, wrapped into git."""

from __future__ import annotations

__version__ = "0.1.0"
__all__ = ["__version__"]
