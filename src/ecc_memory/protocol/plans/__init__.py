"""How a change is drafted and applied: the writer's input (``tree``), byte-preserving
``edits`` and Entry rendering, ``mutation`` (what every writer shares), ``plan`` (Plan IDs and
previews), and ``writer`` (preview and apply under ``lock``, through ``journal``)."""
