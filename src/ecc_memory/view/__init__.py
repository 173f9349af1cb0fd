"""The memory-tree view: one reading of the places memory lives, from any source.

``watched`` says where memory lives in a repository (and every spelling a checkout may turn
into it), ``attributes`` what ``.gitattributes`` does to those paths, ``admission`` the one
reading policy (regular files, the size bound, UTF-8 text, no filter), ``tree`` builds the
immutable view from plain records (a working directory, the git index, a commit's tree),
``changes`` the one change list between two views, and ``disk`` the working-directory source.
Every gate (the hooks, ``ecc memory ci``, ``protocol check``) judges what a view holds.
"""
