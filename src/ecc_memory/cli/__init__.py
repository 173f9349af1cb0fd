"""The click adapter ``ecc memory ...``: commands (``main``, ``git``, ``protocol``) and every
human or JSON rendering (``output``). Parses, calls one core function, renders, exits."""
