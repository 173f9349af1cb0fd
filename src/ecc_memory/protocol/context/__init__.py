"""The read side a harness uses: routed, budget-bounded context packs (``context``) and
stable references to every unit (``listing``)."""
