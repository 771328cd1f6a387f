"""Reading `# expect:` annotations, shared by the example, fixture and confirm tests.

A line that jaxlint must report ends with `# expect: JXL101`; several codes are separated by commas. A code may
carry, in brackets, what JAX really does there: the exception class it raises (`JXL101[TracerBoolConversionError]`,
`JXL301[TypeError]`) or the symptom (`JXL201[prints-once]`, `JXL202[mutates-once]`, `JXL402[constant]`,
`JXL302[no-op]`, `JXL5xx[recompiles]`, `JXL203[runs-once]` for logging/warnings/file writes), or `latent` when
it only breaks once a caller passes a defaulted argument.
"""

from __future__ import annotations

import re
from typing import Optional

_EXPECT = re.compile(r"#\s*expect:\s*(?P<items>JXL\d+(?:\[[\w.-]+\])?(?:\s*,\s*JXL\d+(?:\[[\w.-]+\])?)*)")
_ITEM = re.compile(r"(?P<code>JXL\d+)(?:\[(?P<claim>[\w.-]+)\])?")


def expected_claims(source: str) -> dict[tuple[int, str], Optional[str]]:
    """(line, code) -> the claimed runtime outcome (None when the line makes no claim)."""
    found: dict[tuple[int, str], Optional[str]] = {}
    for number, line in enumerate(source.splitlines(), start=1):
        match = _EXPECT.search(line)
        if match:
            for item in _ITEM.finditer(match.group("items")):
                found[(number, item.group("code"))] = item.group("claim")
    return found


STATIC_ONLY_MARKER = "# jaxlint-fixture: static-only"


def is_static_only(source: str) -> bool:
    """A fixture whose claims `--confirm` cannot check (it needs a library outside the test extra, such as flax, or
    inputs `--confirm` cannot make, such as lists of batches): its markers are still checked statically, and its
    claims by tests/test_library_forms.py or tests/test_fixtures_under_jax.py."""
    return any(line.startswith(STATIC_ONLY_MARKER) for line in source.splitlines())


def expected_findings(source: str) -> set[tuple[int, str]]:
    return set(expected_claims(source))
