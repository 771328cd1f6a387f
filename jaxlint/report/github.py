"""`github`: workflow commands, shown as annotations on the pull request's diff."""

from __future__ import annotations

from typing import Optional, Sequence, TextIO

from ..diagnostics import Diagnostic
from .common import ReportContext, confirm_suffix, display_path, level


def _escape_data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _escape_property(text: str) -> str:
    return _escape_data(text).replace(":", "%3A").replace(",", "%2C")


def write_github(diagnostics: Sequence[Diagnostic], out: TextIO, context: Optional[ReportContext] = None) -> None:
    for d in diagnostics:
        properties = ",".join([
            f"file={_escape_property(display_path(d.path))}", f"line={d.line}", f"col={d.col}",
            f"endLine={d.end_line}", f"endColumn={d.end_col}", f"title={_escape_property(d.code)}"])
        out.write(f"::{level(d.code)} {properties}::{_escape_data(d.message + confirm_suffix(d))}\n")
