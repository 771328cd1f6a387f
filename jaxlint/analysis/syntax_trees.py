"""Python's own parse of a text, shared by every reader of that text in the process.

The same file's text is parsed by several readers within moments of each other: the linted file's region plan, its
module facts' questions about code far from the traced statements (`ModuleFacts.text_tree`), the outline of a file
another file imports, the package's static metadata, the callers that say how often a function runs. A tree is a
pure function of the text and no reader changes it, so one parse serves all of them while it is recent. An `ast` of
a whole file is large (about 27 bytes a character), so only the most recent are kept, up to a number of characters;
the run forgets them before each of its rare garbage collections (engine._lint_batch), which would otherwise scan
them and keep them frozen (benchmarks/PROFILE.md, round eleven: 32 trees parse 16% fewer characters over src than
8, for 20 MB; session 35: 4M characters parse 21% fewer than 32 trees over a sample of library, for 93 MB).

A file the run is still to lint is often read first by another file's reader (its imports' outline, the callers of
one of its functions), long enough before its own lint for the tree to leave the recent ones: that tree is held
until the file's lint takes it (`hold_for_lint`, `awaiting_lint`), which then parses nothing. Those trees are kept
through the collections: few and mostly small (70 at most over src, 0.5M characters), they are scanned once and
frozen, where parsing them again cost more (benchmarks/PROFILE.md, round twelve).
"""

from __future__ import annotations

import ast
from collections import OrderedDict
from typing import Iterable

# The most recent trees are kept up to this many characters of text (about 110 MB of trees), and never fewer than
# RECENT_TREES_KEPT of them: a package file's outline and its static members are read hundreds of parses apart
# (benchmarks/PROFILE.md, session 35).
RECENT_TREES_KEPT = 32
RECENT_CHARACTERS_KEPT = 4_000_000

# The files (absolute paths) the run lints later, and the trees of those of them a reader has parsed, by text (and
# the text by path): dropped once the file is linted (`release`).
_awaiting: set[str] = set()
_held: dict[str, ast.Module] = {}
_held_texts: dict[str, str] = {}


# The recent trees, least recent first, and the characters of their texts.
_recent: OrderedDict[str, ast.Module] = OrderedDict()
_recent_characters = 0


def _recent_tree(source: str) -> ast.Module:
    global _recent_characters
    tree = _recent.get(source)
    if tree is not None:
        _recent.move_to_end(source)
        return tree
    tree = compile(source, "<unknown>", "exec", flags=ast.PyCF_ONLY_AST, dont_inherit=True)
    _recent[source] = tree
    _recent_characters += len(source)
    while len(_recent) > RECENT_TREES_KEPT and _recent_characters > RECENT_CHARACTERS_KEPT:
        _recent_characters -= len(_recent.popitem(last=False)[0])
    return tree


def syntax_tree(source: str) -> ast.Module:
    """`ast.parse(source)`, from the recent or held trees when one of them is of this text; raises what it raises."""
    held = _held.get(source)
    return held if held is not None else _recent_tree(source)


def hold_for_lint(path: str, source: str, tree: ast.Module) -> None:
    """A reader of the file at `path` (whose text `source` is) parsed `tree`: held until the file's own lint when
    the run is still to lint it."""
    if _awaiting and path in _awaiting and source not in _held:
        _held[source] = tree
        _held_texts[path] = source


def awaiting_lint(paths: Iterable[str]) -> None:
    """The files (absolute paths) the run is about to lint, in place of any before. A reader names a file by its
    real path (`project.file_signature`): one reached through a symbolic link is parsed again, as before."""
    release_all()
    _awaiting.update(paths)


def release(path: str) -> None:
    """The file (absolute path) is linted: its held tree goes, and it is held no more."""
    _awaiting.discard(path)
    source = _held_texts.pop(path, None)
    if source is not None:
        _held.pop(source, None)


def release_all() -> None:
    _awaiting.clear()
    _held.clear()
    _held_texts.clear()


def forget_recent_trees() -> None:
    """Drop the recent trees (freed by their reference counts): they are parsed again when asked for."""
    global _recent_characters
    _recent.clear()
    _recent_characters = 0
