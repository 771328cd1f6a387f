"""Reporters turn diagnostics into text; they never compute findings.

Each reporter is `write(diagnostics, out, context)`; `context` carries what a format may show besides the findings
(the files checked, the source of a buffer read from stdin, whether to colour).
"""

from __future__ import annotations

import importlib
from typing import Callable, Iterator, Mapping, Optional, Sequence, TextIO

from ..diagnostics import Diagnostic
from .common import ReportContext, confirm_suffix, level

Reporter = Callable[[Sequence[Diagnostic], TextIO, Optional[ReportContext]], None]


class _Reporters(Mapping[str, Reporter]):
    """Format name -> reporter, each module imported when its format is asked for: a run writes one format, and
    the others' imports (xml, urllib, ...) would only slow down every start."""

    def __init__(self, locations: dict[str, tuple[str, str]]) -> None:
        self._locations = locations

    def __getitem__(self, name: str) -> Reporter:
        module, function = self._locations[name]
        return getattr(importlib.import_module(module, __name__), function)

    def __iter__(self) -> Iterator[str]:
        return iter(self._locations)

    def __len__(self) -> int:
        return len(self._locations)


REPORTERS: Mapping[str, Reporter] = _Reporters({
    "text": (".text", "write_text"),        # full on a terminal, concise (flake8 lines) when piped
    "concise": (".text", "write_concise"),
    "full": (".text", "write_full"),
    "json": (".json_format", "write_json"),
    "json-lines": (".json_format", "write_json_lines"),
    "sarif": (".sarif", "write_sarif"),
    "github": (".github", "write_github"),
    "junit": (".junit", "write_junit"),
})

__all__ = ["REPORTERS", "ReportContext", "Reporter", "confirm_suffix", "level"]
