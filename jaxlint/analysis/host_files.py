"""Files Python opens: whether an `open(...)` call writes (JXL203 reports trace-time writes, not reads)."""

from __future__ import annotations

import libcst as cst


_WRITING_MODES = frozenset("wax+")


def opens_for_reading(node: cst.Call) -> bool:
    """`open(path)`, `open(path, "rb")`: a mode that neither writes nor appends, spelled as a literal."""
    mode = _mode(node)
    return mode == "" or mode is not None and not set(mode) & _WRITING_MODES


def opens_for_writing(node: cst.Call) -> bool:
    """`open(path, "a")`, `open(path, mode="w")`: a mode spelled as a literal that writes, appends or creates."""
    mode = _mode(node)
    return bool(mode) and bool(set(mode) & _WRITING_MODES)


def _mode(node: cst.Call):
    """The mode of `open(...)`: "" when none is given (reading), the literal's text, or None when not a literal."""
    mode = node.args[1] if len(node.args) > 1 and node.args[1].keyword is None else next(
        (argument for argument in node.args if argument.keyword is not None and argument.keyword.value == "mode"),
        None)
    if mode is None:
        return ""
    text = mode.value.evaluated_value if isinstance(mode.value, cst.SimpleString) else None
    return text if isinstance(text, str) else None
