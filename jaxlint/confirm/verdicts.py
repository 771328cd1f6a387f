"""A verdict and what one attempt at reproducing a finding showed (worker side)."""

from __future__ import annotations

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
