"""The protocol's writers, one module per operation: each is a pure function from a
``plans.tree.Tree`` and a request to a ``plans.plan.Plan``, run by ``plans.writer``."""
