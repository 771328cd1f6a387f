"""Text for people. `concise`: flake8's `path:line:col: CODE message`, one finding a line. `full`: the same line,
then the offending source with a caret under the expression and the fix (like ruff's full format). `text` is full
on a terminal and concise when piped, so editors, grep and CI logs keep the one-line form."""

from __future__ import annotations

import sys
import unicodedata
from typing import Optional, Sequence, TextIO

from ..diagnostics import Diagnostic
from .common import ReportContext, confirm_suffix, fix_mark

RESET, BOLD, RED, BLUE, CYAN = "\033[0m", "\033[1m", "\033[31m", "\033[34m", "\033[36m"


class _Paint:
    def __init__(self, enabled: bool) -> None:
        self.enabled = enabled

    def __call__(self, text: str, *styles: str) -> str:
        return "".join(styles) + text + RESET if self.enabled and text else text


def _header(d: Diagnostic, paint: _Paint, context: Optional[ReportContext]) -> str:
    colon = paint(":", CYAN)
    return (f"{paint(d.path, BOLD)}{colon}{d.line}{colon}{d.col}{colon} {paint(d.code, BOLD, RED)} "
            f"{fix_mark(d, context)}{d.message}{confirm_suffix(d)}")


def write_concise(diagnostics: Sequence[Diagnostic], out: TextIO, context: Optional[ReportContext] = None) -> None:
    paint = _Paint(bool(context and context.color))
    for d in diagnostics:
        out.write(_header(d, paint, context) + "\n")


def _width(text: str) -> int:
    """Terminal cells: East Asian wide characters take two, combining marks none."""
    return sum(0 if unicodedata.combining(ch) else 2 if unicodedata.east_asian_width(ch) in "WF" else 1
               for ch in text)


def _span(d: Diagnostic, lines: list[str]) -> tuple[int, int]:
    """The lines shown: one of context either side, at most three of a multi-line expression."""
    last = d.line + 1 if d.end_line == d.line else min(d.end_line, d.line + 2)
    return max(1, d.line - 1), min(len(lines), last)


def _snippet(d: Diagnostic, lines: list[str], paint: _Paint, gutter: int) -> list[str]:
    first, last = _span(d, lines)
    bar = paint("|", BLUE)
    blank = f"{' ' * gutter} {bar}"
    shown = [blank]
    for number in range(first, last + 1):
        text = lines[number - 1].expandtabs(4)
        shown.append(f"{paint(str(number).rjust(gutter), BLUE)} {bar} {text}".rstrip())
        if number == d.line:
            raw = lines[number - 1]
            start = min(max(d.col - 1, 0), len(raw))
            end = d.end_col - 1 if d.end_line == d.line else len(raw.rstrip())
            end = max(start + 1, min(end, len(raw)))
            offset = _width(raw[:start].expandtabs(4))
            length = max(1, _width(raw[start:end]))
            shown.append(f"{blank} {' ' * offset}{paint('^' * length + ' ' + d.code, RED, BOLD)}")
    shown.append(blank)
    return shown


def write_full(diagnostics: Sequence[Diagnostic], out: TextIO, context: Optional[ReportContext] = None) -> None:
    context = context or ReportContext()
    paint = _Paint(context.color)
    for index, d in enumerate(diagnostics):
        if index:
            out.write("\n")
        out.write(_header(d, paint, context) + "\n")
        lines = context.source_lines(d.path)
        gutter = 1
        if lines is not None and 0 < d.line <= len(lines):
            gutter = len(str(_span(d, lines)[1]))
            for line in _snippet(d, lines, paint, gutter):
                out.write(line + "\n")
        if d.help:
            out.write(f"{' ' * gutter} {paint('=', BLUE)} {paint('help', BOLD, CYAN)}: {d.help}\n")


def write_text(diagnostics: Sequence[Diagnostic], out: TextIO, context: Optional[ReportContext] = None) -> None:
    if _is_terminal(out):
        write_full(diagnostics, out, context)
    else:
        write_concise(diagnostics, out, context)


def _is_terminal(out: TextIO) -> bool:
    try:
        return out.isatty()
    except (AttributeError, ValueError):
        return out is sys.__stdout__ and sys.__stdout__.isatty()
