"""Start-up is most of a one-file run (an editor's on-save check): what the run does not need stays unimported."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

from tests.sources import ROOT, TRICKY


def test_one_file_run_imports_neither_the_process_pool_nor_other_formats(tmp_path):
    """Start-up is most of a one-file run (an editor's on-save check): what only a parallel run or another output
    format needs stays unimported."""
    path = tmp_path / "relu.py"
    path.write_text(textwrap.dedent(TRICKY["closures_and_scan_bodies"]))
    probe = (
        "import sys, jaxlint.cli\n"
        f"code = jaxlint.cli.main(['--no-cache', '--output-format', 'concise', {str(path)!r}])\n"
        "heavy = ('concurrent.futures.process', 'multiprocessing', 'xml.etree.ElementTree',\n"
        "         'jaxlint.report.sarif', 'jaxlint.report.junit', 'tempfile')\n"
        "print(code, sorted(m for m in heavy if m in sys.modules), 'jaxlint.report.text' in sys.modules)\n"
    )
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                            env=dict(os.environ, PYTHONPATH=ROOT), timeout=120)
    assert result.stdout.splitlines()[-1] == "1 [] True"
