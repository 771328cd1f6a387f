"""JXL9xx: files jaxlint could not analyse. Reported by the engine, documented here like any rule."""

from __future__ import annotations

from .base import Rule


class UnparsableFile(Rule):
    code = "JXL901"
    summary = "file cannot be parsed"
    what = ("Reported when a file is not valid Python, is not UTF-8, or cannot be read. Syntax of a newer Python than "
            "the one running jaxlint (PEP 695 generics on 3.11) is read with libcst's grammar, not reported.")
    why = "jaxlint cannot check a file it cannot parse; the rest of the run goes on."
    fix_hint = "fix the syntax error or the encoding (PEP 263 coding line)"


class InternalError(Rule):
    code = "JXL902"
    summary = "jaxlint failed on this file"
    what = "Reported when jaxlint's own analysis raises on a file; the other files are still linted."
    why = "A bug in jaxlint, not in your code: please report it with the file."
    fix_hint = "report the file to jaxlint; suppress with --ignore JXL902 meanwhile"


RULES = [UnparsableFile, InternalError]
