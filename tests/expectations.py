"""Reading `# expect: JXL101, JXL103` annotations, shared by the example and fixture tests."""

from __future__ import annotations

import re

_EXPECT = re.compile(r"#\s*expect:\s*(?P<codes>JXL\d+(?:\s*,\s*JXL\d+)*)")


def expected_findings(source: str) -> set[tuple[int, str]]:
    found = set()
    for number, line in enumerate(source.splitlines(), start=1):
        match = _EXPECT.search(line)
        if match:
            found |= {(number, code.strip()) for code in match.group("codes").split(",")}
    return found
