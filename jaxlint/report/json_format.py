"""`json`: one array of finding objects; `json-lines`: one object a line (streams, `jq -c`)."""

from __future__ import annotations

import json
from typing import Optional, Sequence, TextIO

from ..diagnostics import Diagnostic
from .common import ReportContext


def write_json(diagnostics: Sequence[Diagnostic], out: TextIO, context: Optional[ReportContext] = None) -> None:
    json.dump([d.to_dict() for d in diagnostics], out, indent=2)
    out.write("\n")


def write_json_lines(diagnostics: Sequence[Diagnostic], out: TextIO,
                     context: Optional[ReportContext] = None) -> None:
    for diagnostic in diagnostics:
        out.write(json.dumps(diagnostic.to_dict(), separators=(",", ":")) + "\n")
