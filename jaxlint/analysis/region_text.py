"""The region planner's text triggers: where, in a file's raw text, a tracing wrapper, `.at` or an item assignment
could be spelled, and the line of an offset."""

from __future__ import annotations

import bisect
import functools
import itertools
import re
from typing import Iterable

from .import_names import _CANONICAL_PREFIXES, canonical
from .tables import WRAPPERS

_LINE = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+\Z")
# Line breaks of `str.splitlines` that Python's tokenizer does not count as line ends.
_OTHER_LINE_BREAKS = "\v\f\x1c\x1d\x1e\x85\u2028\u2029"


class Triggers:
    """Regular expressions that find, in raw text, every place where a wrapper could be named (and more)."""

    def __init__(self, extra_jit: frozenset[str]) -> None:
        self.wrappers = frozenset(WRAPPERS) | extra_jit
        # The last component of any pre-canonical spelling of a wrapper: `jax.lax.scan` -> "scan", `pjit`, `remat`.
        finals = {name.rpartition(".")[2] for name in self.wrappers}
        finals |= {key.rpartition(".")[2] for key in _CANONICAL_PREFIXES if canonical(key) in self.wrappers}
        self.finals = frozenset(finals)
        words = "|".join(sorted(map(re.escape, finals | {"at"})))
        # `.word` (spaces allowed after the dot), or `word` first on a line (continuing a dotted name). Each
        # pattern starts with one literal character, which the regex engine scans for quickly (a class such as
        # `[\n\r]` is tried at every position; benchmarks/PROFILE.md). The spaces are taken possessively: no word
        # starts with one, so giving some back could never lead to a match.
        self.after_dot = re.compile(r"\.[ \t\f]*+(%s)\b" % words)
        self.after_newline = re.compile(r"\n[ \t\f]*+(%s)\b" % words)
        self.after_carriage_return = re.compile(r"\r[ \t\f]*+(%s)\b" % words)
        self.file_start = re.compile(r"[ \t\f]*+(%s)\b" % words)

    def line_starts(self, text: str) -> list[re.Match]:
        """The words first on a line (after the line break that precedes them)."""
        found = list(self.after_newline.finditer(text))
        if "\r" in text:
            found.extend(self.after_carriage_return.finditer(text))
        return found

    def anywhere(self, text: str) -> bool:
        """Could any wrapper be named, or `.at` indexed, in `text`? (The name of a wrapper, or of the module
        it is imported from, is spelled in the file whichever alias is used.)"""
        return any(word in text for word in self.finals) or bool(
            self.after_dot.search(text) or self.after_newline.search(text)
            or ("\r" in text and self.after_carriage_return.search(text)) or self.file_start.match(text))


WORD = re.compile(r"\w+")
# `x[i] = v`, `x[i] += v`: a closing bracket, then an assignment operator.
ITEM_ASSIGNMENT = re.compile(r"\][ \t\f]*(?:[-+*/%&|^@]|//|\*\*|<<|>>)?=(?!=)")


def word_offsets(text: str, word: str) -> Iterable[int]:
    """Offsets where `word` occurs as a whole word."""
    start = text.find(word)
    size = len(word)
    while start >= 0:
        end = start + size
        if (start == 0 or not (text[start - 1].isalnum() or text[start - 1] == "_")) and (
                end == len(text) or not (text[end].isalnum() or text[end] == "_")):
            yield start
        start = text.find(word, end)


@functools.lru_cache(maxsize=16)
def triggers(extra_jit: frozenset[str]) -> Triggers:
    """The triggers for a run's set of extra jit wrappers (compiled once per set)."""
    return Triggers(extra_jit)


@functools.lru_cache(maxsize=32)
def text_of(source: str) -> "Text":
    """`Text(source)`, shared by every reader of that text in the process while it is recent (the region plan, the
    import tables, the package's metadata and the handed functions each split the same file into lines). No reader
    changes it."""
    return Text(source)


class Text:
    def __init__(self, text: str) -> None:
        self.text = text
        # `splitlines` is faster than the regular expression (benchmarks/PROFILE.md), and splits the same where
        # the text holds no other line break than \r, \n and \r\n (nearly always).
        if any(character in text for character in _OTHER_LINE_BREAKS):
            self.lines = _LINE.findall(text)
        else:
            self.lines = text.splitlines(keepends=True)
        self.starts = [0, *itertools.accumulate(map(len, self.lines))]

    def line_of(self, offset: int) -> int:
        return bisect.bisect_right(self.starts, offset)

    def followed_by(self, offset_after: int, character: str) -> bool:
        """Is the word ending at `offset_after` followed by `character` (`=` means not `==`), or by the end of
        its line (where a continuation might bring it)?"""
        text = self.text
        position = offset_after
        while position < len(text) and text[position] in " \t\f":
            position += 1
        if position >= len(text) or text[position] in "\r\n#\\":
            return True
        if text[position] != character:
            return False
        return character != "=" or text[position + 1:position + 2] != "="
