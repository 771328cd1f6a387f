"""`junit`: a JUnit XML report, one test suite per file, one failing test case per finding (CI test tabs)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Optional, Sequence, TextIO

from ..diagnostics import Diagnostic
from .common import ReportContext, confirm_suffix, display_path


def write_junit(diagnostics: Sequence[Diagnostic], out: TextIO, context: Optional[ReportContext] = None) -> None:
    by_file: dict[str, list[Diagnostic]] = {}
    for path in (context.files if context else ()):
        by_file.setdefault(path, [])
    for diagnostic in diagnostics:
        by_file.setdefault(diagnostic.path, []).append(diagnostic)
    tests = sum(max(1, len(found)) for found in by_file.values())
    root = ET.Element("testsuites", name="jaxlint", tests=str(tests), failures=str(len(diagnostics)), errors="0")
    for path, found in by_file.items():
        shown = display_path(path)
        suite = ET.SubElement(root, "testsuite", name=shown, tests=str(max(1, len(found))),
                              failures=str(len(found)), errors="0")
        if not found:
            ET.SubElement(suite, "testcase", name="jaxlint", classname=shown, file=shown)
        for d in found:
            case = ET.SubElement(suite, "testcase", name=f"{d.code} at {d.line}:{d.col}", classname=shown,
                                 file=shown, line=str(d.line))
            failure = ET.SubElement(case, "failure", message=d.message + confirm_suffix(d), type=d.code)
            failure.text = f"{shown}:{d.line}:{d.col}: {d.code} {d.message}{confirm_suffix(d)}"
            if d.help:
                failure.text += f"\nhelp: {d.help}"
    ET.indent(root)
    out.write('<?xml version="1.0" encoding="UTF-8"?>\n')
    out.write(ET.tostring(root, encoding="unicode"))
    out.write("\n")
