"""A verdict and what one attempt at reproducing a finding showed (worker side)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Optional

# Which verdict wins when several attempts (entries, drivers, input guesses) disagree.
RANK = {"confirmed": 3, "not-reproduced": 2, "inconclusive": 1}

@dataclass
class Verdict:
    verdict: str
    exception: Optional[str] = None
    detail: str = ""

    def as_dict(self) -> dict[str, Any]:
        return {"verdict": self.verdict, "exception": self.exception, "detail": self.detail}


def inconclusive(reason: str) -> Verdict:
    return Verdict("inconclusive", None, reason)



@dataclass
class Outcome:
    """What one attempt showed. `final` outcomes end the search over inputs."""
    verdict: Optional[Verdict] = None
    note: str = ""

    @property
    def final(self) -> bool:
        return self.verdict is not None


def short(text: str, limit: int = 160) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[:limit - 3] + "..."


_INSTALL_HINT = re.compile(r"(?:pip install|install) `?([A-Za-z][\w.-]*)`?")
# `hk.to_dot requires dm-tree>=0.1.1.`: an ImportError naming the distribution with its version.
_REQUIRES = re.compile(r"requires `?((?!python\b)[A-Za-z][\w.-]*?)`?\s*(?:[<>=!~]=?\s*\d|$|\.\s*$)", re.I)
_NO_MODULE = re.compile(r"No module named '([\w.]+)'")


def missing_dependency(error: BaseException) -> str:
    """The distribution an ImportError says is missing (`sklearn`), or "": a reason of its own, not a verdict on
    the code (installing it gives one)."""
    if not isinstance(error, ImportError):
        return ""
    name = getattr(error, "name", None) if isinstance(error, ModuleNotFoundError) else None
    if name:
        return name.split(".")[0]
    return missing_dependency_in(str(error))


def missing_dependency_in(text: str) -> str:
    match = _NO_MODULE.search(text) or _INSTALL_HINT.search(text) or _REQUIRES.search(text)
    return match.group(1).split(".")[0] if match else ""
