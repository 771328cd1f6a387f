"""Reporters turn diagnostics into text; they never compute findings.

Each reporter is `write(diagnostics, out, context)`; `context` carries what a format may show besides the findings
(the files checked, the source of a buffer read from stdin, whether to colour).
"""

from __future__ import annotations

from typing import Callable, Optional, Sequence, TextIO

from ..diagnostics import Diagnostic
from .common import ReportContext, confirm_suffix, level
from .github import write_github
from .json_format import write_json, write_json_lines
from .junit import write_junit
from .sarif import write_sarif
from .text import write_concise, write_full, write_text

Reporter = Callable[[Sequence[Diagnostic], TextIO, Optional[ReportContext]], None]

REPORTERS: dict[str, Reporter] = {
    "text": write_text,        # full on a terminal, concise (flake8 lines) when piped
    "concise": write_concise,
    "full": write_full,
    "json": write_json,
    "json-lines": write_json_lines,
    "sarif": write_sarif,
    "github": write_github,
    "junit": write_junit,
}

__all__ = ["REPORTERS", "ReportContext", "Reporter", "confirm_suffix", "level"]
