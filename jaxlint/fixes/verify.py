"""`--fix --confirm`: each applied fix is proven by tracing the fixed function with the same inputs as its finding.

The finding itself was confirmed first (on the file as it was); after the fixed file is written, the same
confirm target (the function that reaches the line, how it is traced, its static arguments) runs again at the
fixed line. `not-reproduced` there means the error or symptom is gone: `fixed: verified by tracing`. If the fixed
code still shows it, or now raises something else, the fix is taken back out of the file and reported.
"""

from __future__ import annotations

import dataclasses
import difflib
from dataclasses import dataclass
from typing import Any, Optional, Sequence, TextIO

from ..diagnostics import Diagnostic
from .plan import FileFixResult, Fix, fix_source

VERIFIED = "fixed: verified by tracing"


@dataclass
class Verification:
    fix: Fix
    verdict: str          # VERIFIED, "reverted: ...", or "fixed: not verified (...)"
    reverted: bool = False


def line_map(original: str, fixed: str) -> list[int]:
    """For each line of `original` (index = line - 1), its line in `fixed` (1-based)."""
    before, after = original.splitlines(), fixed.splitlines()
    mapping = [0] * (len(before) + 1)
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, before, after, autojunk=False).get_opcodes():
        for i in range(i1, i2):
            if tag == "equal":
                mapping[i] = j1 + (i - i1) + 1
            else:
                mapping[i] = j1 + min(i - i1, max(j2 - j1 - 1, 0)) + 1
    mapping[len(before)] = len(after) + 1
    return mapping


def probes(result: FileFixResult) -> list[tuple[Fix, Diagnostic]]:
    """A finding-shaped probe at the fixed line of every first-pass fix whose finding has something to run."""
    mapping = line_map(result.original, result.fixed)
    found = []
    for fix in result.applied:
        finding = fix.diagnostic
        if fix.round:
            continue   # made on already fixed text: its finding's position is not the file's
        if finding.confirm_target is None or finding.line > len(mapping) - 1:
            continue
        if finding.confirm is None or finding.confirm.get("verdict") != "confirmed":
            continue   # only a finding proven on the original code can be proven fixed
        line = mapping[finding.line - 1]
        end_line = max(line, mapping[min(finding.end_line, len(mapping) - 1) - 1])
        target = finding.confirm_target
        param = (finding.fix_data or {}).get("param")
        if param:
            # The fix declared it static: the fixed function is traced with it static, as jit now does.
            target = dataclasses.replace(target, entries=tuple(
                dataclasses.replace(entry, static_argnames=tuple(dict.fromkeys((*entry.static_argnames, param))))
                for entry in target.entries))
        found.append((fix, dataclasses.replace(finding, line=line, end_line=end_line, confirm=None, fix=None,
                                               confirm_target=target)))
    return found


def judge(fix: Fix, probe: Diagnostic) -> Verification:
    confirm = probe.confirm or {}
    verdict, detail = confirm.get("verdict"), confirm.get("detail") or ""
    if verdict == "not-reproduced":
        return Verification(fix, VERIFIED)
    if verdict == "confirmed":
        before = fix.diagnostic.confirm or {}
        shown = f"{confirm.get('exception')}: {detail}" if confirm.get("exception") else detail
        if (confirm.get("exception"), detail) == (before.get("exception"), before.get("detail")):
            return Verification(fix, f"reverted: the fixed code still fails the same way ({shown})", True)
        return Verification(fix, f"reverted: the fixed code fails differently at the line ({shown})", True)
    # The inputs reached the line and raised what the rule predicts before the fix; an exception with the same
    # inputs now comes from the fixed code, though confirm (which knows no fix) calls it "inputs did not fit".
    if "inputs did not fit: " in detail:
        raised = detail.split("inputs did not fit: ", 1)[1]
        return Verification(fix, f"reverted: the fixed code fails differently at the line ({raised})", True)
    if "raised" in detail:
        return Verification(fix, f"reverted: the fixed code fails differently ({detail})", True)
    return Verification(fix, f"fixed: not verified ({detail or 'no verdict'})")


def verify(results: Sequence[FileFixResult], settings: Any, unsafe: bool, confirm_options: dict,
           stderr: Optional[TextIO]) -> tuple[list[Verification], list[FileFixResult]]:
    """Confirm each written fix; returns the verdicts and, for files with a fix to take back, their new results
    (the file fixed again without the failing fixes; the caller writes them)."""
    from ..confirm import confirm

    pairs = [pair for result in results if result.changed for pair in probes(result)]
    if pairs:
        confirm([probe for _, probe in pairs], stderr=stderr, **confirm_options)
    verifications = [judge(fix, probe) for fix, probe in pairs]
    failing = {id(v.fix) for v in verifications if v.reverted}
    redone = []
    for result in results:
        if not any(id(fix) in failing for fix in result.applied):
            continue
        # Taken back: the failing fix, and the later passes' fixes (made on text that held it). The other fixes of
        # the first pass are made again, on the file as it was.
        kept = [fix.diagnostic for fix in result.applied if fix.round == 0 and id(fix) not in failing]
        redone.append(fix_source(result.original, result.path, settings, unsafe, kept, rounds=1))
    return verifications, redone
