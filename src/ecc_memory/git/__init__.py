"""Git integration: the pygit2 boundary (``repo``), the hook checks and their installer
(``hooks``), the review gate (``review``) and branch handoffs (``handoff``)."""
