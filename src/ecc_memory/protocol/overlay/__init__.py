"""The local overlay: personal preferences outside the repository, never committed. ``selection``
reads and judges it (DISABLED, UNBOUND, BOUND, REVIEW); ``writer`` changes it through the same
discipline as ``docs/memory/`` (lock, journal, deep secret scan)."""
