"""The renderers: one module per output format (``text``, ``json``, ``github``, ``sarif``),
each turning what ``app`` returns into what a command prints. An adapter package: it imports
``app``, ``errors`` and nothing of the core, and never writes to a stream except through the
``emit`` helpers the CLI calls.
"""
