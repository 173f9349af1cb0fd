"""The checks over a parsed tree: ``checker`` (full and focused ``check``) and what it
runs (per-file, routing, quality, reconciliations, secrets), plus ``status``."""
