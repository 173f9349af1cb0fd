"""Helpers for the protocol tests: fixture copies, mutations and byte snapshots."""
