"""`sarif`: SARIF 2.1.0 for code scanning (GitHub, GitLab, VS Code's SARIF viewer).

The whole rule catalogue goes into `tool.driver.rules` with each rule's help; a result points at its rule by id
and index, carries the region (1-based lines, columns counted in code points like jaxlint's own) and, after
`--confirm`, the verdict in `properties.confirm`.
"""

from __future__ import annotations

import json
import os
import pathlib
from typing import TYPE_CHECKING, Any, Optional, Sequence, TextIO
from urllib.parse import quote

from .. import __version__
from ..diagnostics import Diagnostic
from .common import ReportContext, level

if TYPE_CHECKING:
    from ..rules.base import Rule

SCHEMA_URI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
SOURCE_ROOT = "SRCROOT"


def _rule_descriptor(rule: type[Rule]) -> dict[str, Any]:
    markdown = [f"**{rule.code}** ({rule.name}): {rule.summary}", "", "**What it does**", "", rule.what, "",
                "**Why is this bad?**", "", rule.why, "", "**Fix**", "", rule.fix_hint]
    return {
        "id": rule.code,
        "name": rule.name,
        "shortDescription": {"text": rule.summary},
        "fullDescription": {"text": rule.what},
        "help": {"text": rule.documentation(), "markdown": "\n".join(markdown)},
        "defaultConfiguration": {"level": level(rule.code)},
    }


def _artifact_location(path: str) -> dict[str, Any]:
    """Paths under the working directory stay relative to %SRCROOT% (what code scanning matches against the
    repository); others become absolute file URIs."""
    absolute = os.path.abspath(path)
    relative = os.path.relpath(absolute)
    if not relative.startswith(os.pardir + os.sep) and relative != os.pardir and not os.path.isabs(relative):
        return {"uri": quote(relative.replace(os.sep, "/")), "uriBaseId": SOURCE_ROOT}
    return {"uri": pathlib.Path(absolute).as_uri()}


def _result(diagnostic: Diagnostic, rule_index: dict[str, int]) -> dict[str, Any]:
    result: dict[str, Any] = {
        "ruleId": diagnostic.code,
        "level": level(diagnostic.code),
        "message": {"text": diagnostic.message},
        "locations": [{"physicalLocation": {
            "artifactLocation": _artifact_location(diagnostic.path),
            "region": {"startLine": max(1, diagnostic.line), "startColumn": max(1, diagnostic.col),
                       "endLine": max(1, diagnostic.end_line), "endColumn": max(1, diagnostic.end_col)},
        }}],
    }
    if diagnostic.fix:
        result["fixes"] = [_sarif_fix(diagnostic)]
    if diagnostic.code in rule_index:
        result["ruleIndex"] = rule_index[diagnostic.code]
    properties: dict[str, Any] = {}
    if diagnostic.help:
        properties["help"] = diagnostic.help
    if diagnostic.confirm is not None:
        properties["confirm"] = diagnostic.confirm
    if properties:
        result["properties"] = properties
    return result


def _sarif_fix(diagnostic: Diagnostic) -> dict[str, Any]:
    """A SARIF fix: the edits as replacements of regions of the finding's file (columns 1-based, end exclusive)."""
    fix = diagnostic.fix or {}
    replacements = [{
        "deletedRegion": {"startLine": edit["line"], "startColumn": edit["col"], "endLine": edit["end_line"],
                          "endColumn": edit["end_col"]},
        "insertedContent": {"text": edit["content"]},
    } for edit in fix.get("edits", ())]
    return {"description": {"text": fix.get("message", "")},
            "artifactChanges": [{"artifactLocation": _artifact_location(diagnostic.path),
                                 "replacements": replacements}],
            "properties": {"applicability": fix.get("applicability")}}


def sarif_log(diagnostics: Sequence[Diagnostic]) -> dict[str, Any]:
    from ..rules import ALL_RULES  # the rule documentation, imported only for this format

    rule_index = {rule.code: index for index, rule in enumerate(ALL_RULES)}
    return {
        "$schema": SCHEMA_URI,
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {
                "name": "jaxlint",
                "version": __version__,
                "semanticVersion": __version__,
                "rules": [_rule_descriptor(rule) for rule in ALL_RULES],
            }},
            "originalUriBaseIds": {SOURCE_ROOT: {"uri": pathlib.Path(os.getcwd()).as_uri().rstrip("/") + "/"}},
            "columnKind": "unicodeCodePoints",
            "results": [_result(d, rule_index) for d in diagnostics],
        }],
    }


def write_sarif(diagnostics: Sequence[Diagnostic], out: TextIO, context: Optional[ReportContext] = None) -> None:
    json.dump(sarif_log(diagnostics), out, indent=2)
    out.write("\n")
