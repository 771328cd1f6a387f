"""`# noqa` and `# noqa: JXL101,JXL2` comments, honoured by the core (not only through flake8)."""

from __future__ import annotations

import re

# flake8's grammar: codes separated by commas and/or whitespace after an optional colon.
_NOQA = re.compile(r"#\s*noqa(?::[\s]?(?P<codes>[A-Z]+[0-9]*(?:[,\s]+[A-Z]+[0-9]*)*))?", re.IGNORECASE)
_CODE = re.compile(r"[A-Z]+[0-9]*", re.IGNORECASE)


def is_suppressed(line_text: str, code: str) -> bool:
    if "#" not in line_text:
        return False
    for match in _NOQA.finditer(line_text):
        codes = match.group("codes")
        if codes is None:
            return True
        if any(code.startswith(c.upper()) for c in _CODE.findall(codes)):
            return True
    return False
