"""Python's own parse of a text, shared by every reader of that text in the process.

The same file's text is parsed by several readers within moments of each other: the linted file's region plan, its
module facts' questions about code far from the traced statements (`ModuleFacts.text_tree`), the outline of a file
another file imports, the package's static metadata, the callers that say how often a function runs. A tree is a
pure function of the text and no reader changes it, so one parse serves all of them while it is recent. An `ast` of
a whole file is large (about 30 bytes a character), so only the most recent few are kept; the run forgets them
before each of its rare garbage collections (engine._lint_batch), which would otherwise scan them and keep them
frozen (benchmarks/PROFILE.md, round eleven: 32 trees parse 16% fewer characters over src than 8, for 20 MB).
"""

from __future__ import annotations

import ast
import functools

RECENT_TREES_KEPT = 32


@functools.lru_cache(maxsize=RECENT_TREES_KEPT)
def syntax_tree(source: str) -> ast.Module:
    """`ast.parse(source)`, from the recent trees when one of them is of this text; raises what it raises."""
    return compile(source, "<unknown>", "exec", flags=ast.PyCF_ONLY_AST, dont_inherit=True)


def forget_recent_trees() -> None:
    """Drop the recent trees (freed by their reference counts): they are parsed again when asked for."""
    syntax_tree.cache_clear()
