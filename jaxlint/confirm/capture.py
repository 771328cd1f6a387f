"""Output capture and line counting for user code run in a confirm worker (worker side).

User code may print without end or write to the real stdout: while it runs, sys.stdout/sys.stderr are capped
buffers (the parent also caps what reaches fd 1/2).
"""

from __future__ import annotations

import io
import sys
import types
from typing import Any, Callable, Optional

OUTPUT_CAP = 16 * 1024


class CappedWriter(io.TextIOBase):
    """A stand-in for sys.stdout/sys.stderr that keeps the first OUTPUT_CAP characters and counts the rest."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.kept = 0
        self.total = 0

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        text = str(text)
        self.total += len(text)
        if self.kept < OUTPUT_CAP:
            piece = text[:OUTPUT_CAP - self.kept]
            self.parts.append(piece)
            self.kept += len(piece)
        return len(text)

    def text(self) -> str:
        return "".join(self.parts)

    def summary(self) -> str:
        text = " ".join(self.text().split())
        if not text:
            return ""
        short = text if len(text) <= 120 else text[:117] + "..."
        more = f" ({self.total} characters in all)" if self.total > len(short) else ""
        return f"output: {short!r}{more}"


class Captured:
    """Swap sys.stdout/sys.stderr for capped buffers while user code runs."""

    def __enter__(self) -> CappedWriter:
        self.saved = sys.stdout, sys.stderr
        self.writer = CappedWriter()
        sys.stdout = sys.stderr = self.writer
        return self.writer

    def __exit__(self, *exc: Any) -> None:
        sys.stdout, sys.stderr = self.saved


class LineRecorder:
    """Counts executions of lines [first, last] of one file (sys.settrace, only that file's frames pay)."""

    def __init__(self, filename: str, first: int, last: int) -> None:
        self.filename, self.first, self.last = filename, first, last
        self.hits = 0

    def _global(self, frame: types.FrameType, event: str, arg: Any) -> Optional[Callable]:
        return self._local if frame.f_code.co_filename == self.filename else None

    def _local(self, frame: types.FrameType, event: str, arg: Any) -> Optional[Callable]:
        if event == "line" and self.first <= frame.f_lineno <= self.last:
            self.hits += 1
        return self._local

    def __enter__(self) -> "LineRecorder":
        self.hits = 0
        self.previous = sys.gettrace()
        sys.settrace(self._global)
        return self

    def __exit__(self, *exc: Any) -> None:
        sys.settrace(self.previous)
