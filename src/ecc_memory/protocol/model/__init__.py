"""The model of a memory tree: the Markdown lexer, semantic units, the manifest and its routes,
Entries and their rules, the Subject registry, budgets, findings, and one parse of a tree
(``snapshot``). Everything above reads through it; it imports nothing above it."""
