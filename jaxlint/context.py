"""The state of one run: every cache a run fills lives here, and a run that ends drops it.

The CLI creates one context per run and the flake8 plugin one per flake8 run (jaxlint/flake8_plugin.py); the
library functions in jaxlint/engine.py create a fresh one when they are given none. Nothing a run learns is kept in
a module's globals, so two runs in one process (a test suite, an editor integration) never see each other's files.
A process of the `--jobs` pool makes its own context, which lives as long as that process: one run.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Optional

if TYPE_CHECKING:
    from .analysis.project import ProjectIndex
    from .cache import Cache


@dataclass
class RunContext:
    # Results of earlier runs on disk (jaxlint/cache.py), when the run uses them.
    results: Optional[Cache] = None
    # (helper file's signature, seeds, settings, metadata read) -> what analysing that helper alone found
    # (engine._OwnHelperAnalysis): a helper called from many files is analysed once per argument pattern.
    helper_analyses: dict[tuple, Any] = field(default_factory=dict)
    # (that key, depth) -> what it found with the helpers it reaches in turn (engine.HelperFindings).
    helper_findings: dict[tuple, Any] = field(default_factory=dict)
    _project: Optional[ProjectIndex] = field(default=None, repr=False)
    # What the files of a linted file's package say, read once per run: the package's files (analysis/packages.py),
    # what each declares as static pytree metadata and the names they all see (analysis/static_members.py), and
    # their callers of the module's drivers (analysis/once_callers.py).
    static_names: dict[tuple, Any] = field(default_factory=dict)
    # Whether analyses read that metadata now: the engine first lints a file without it (engine._lint).
    project_metadata: bool = True
    # Set by a batch of files (engine._lint_batch): a file that needs the metadata is set aside in `deferred` (with
    # its first pass's diagnostics and dependencies) and linted again once every file of the batch has been read,
    # so that the package files the batch lints anyway are not parsed a second time for their metadata.
    defer_metadata: bool = False
    deferred: dict[str, tuple[list, list[str]]] = field(default_factory=dict)

    @property
    def project(self) -> ProjectIndex:
        """The files read to resolve imports across modules (created on first use: it needs libcst, which a run
        over files without JAX code never imports)."""
        if self._project is None:
            from .analysis.project import ProjectIndex

            self._project = ProjectIndex()
        return self._project
