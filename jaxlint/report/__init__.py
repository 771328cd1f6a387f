"""Reporters turn diagnostics into text; they never compute findings."""

from __future__ import annotations

import json
from typing import Callable, Sequence, TextIO

from ..diagnostics import Diagnostic


def confirm_suffix(diagnostic: Diagnostic) -> str:
    confirm = diagnostic.confirm
    if not confirm:
        return ""
    verdict = confirm.get("verdict")
    if verdict == "confirmed":
        return f" [confirmed: {confirm.get('exception') or confirm.get('detail')}]"
    if verdict == "inconclusive":
        return f" [inconclusive: {confirm.get('detail')}]"
    return f" [{verdict}]"


def write_text(diagnostics: Sequence[Diagnostic], out: TextIO) -> None:
    for d in diagnostics:
        out.write(f"{d.path}:{d.line}:{d.col}: {d.code} {d.message}{confirm_suffix(d)}\n")


def write_json(diagnostics: Sequence[Diagnostic], out: TextIO) -> None:
    json.dump([d.to_dict() for d in diagnostics], out, indent=2)
    out.write("\n")


REPORTERS: dict[str, Callable[[Sequence[Diagnostic], TextIO], None]] = {
    "text": write_text,
    "json": write_json,
}
