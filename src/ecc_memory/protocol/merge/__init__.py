"""Merging ``docs/memory/``: the unit-level three-way ``merge`` that git's merge driver runs
and ``merge_review`` (MC-MERGE findings over base, ours and theirs)."""
