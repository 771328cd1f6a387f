"""benchmarks/triage_score.py: the numbers docs/real-world.md quotes come from matching findings to triage rows."""

import json

from benchmarks import triage_score

HEADER = "project\tpath\tline\tcode\tverdict\tcause\treason\n"


def test_findings_are_matched_by_path_suffix_line_and_code(tmp_path, capsys):
    blind = tmp_path / "blind.tsv"
    blind.write_text(HEADER + "demo-1.0\tdemo-1.0/demo/step.py\t12\tJXL101\tfalse\tstatic-field\tx_dim is an int\n"
                     "demo-1.0\tdemo-1.0/demo/step.py\t30\tJXL502\ttrue\t\tcompiles per call\n"
                     "demo-1.0\tdemo-1.0/tests/test_step.py\t12\tJXL101\tintended\tprobe\tdeliberate\n")
    end = tmp_path / "end.tsv"
    end.write_text(HEADER + "demo-1.0\tdemo-1.0/demo/loop.py\t7\tJXL202\tfalse\tper-trace-scratch\tnew at the end\n")
    part = "/corpus/held-out-x/demo-1.0/"
    findings = tmp_path / "out.json"
    findings.write_text(json.dumps([
        {"path": part + "demo-1.0/demo/step.py", "line": 12, "code": "JXL101", "message": "if on x"},
        {"path": part + "demo-1.0/demo/step.py", "line": 30, "code": "JXL502", "message": "jit per call"},
        {"path": part + "demo-1.0/demo/loop.py", "line": 7, "code": "JXL202", "message": "sets outer"},
        {"path": part + "demo-1.0/demo/step.py", "line": 12, "code": "JXL103", "message": "bool of x"},
        {"path": part + "demo-1.0/demo/broken.py", "line": 1, "code": "JXL901", "message": "syntax error"},
    ]))
    status = triage_score.main([str(findings), str(blind), str(end), "--lines", "25000"])
    out = capsys.readouterr().out.splitlines()
    assert status == 1
    assert out[0] == ("findings 4: true 1, latent 0, intended 0, false 2, untriaged 1; false per 50k lines 4.00")
    assert out[1] == "false by cause: static-field 1, per-trace-scratch 1"
    assert out[2] == f"untriaged: {part}demo-1.0/demo/step.py:12 JXL103 bool of x"


def test_change_lists_are_read_by_their_header(tmp_path, capsys):
    """A branch's change list leads with the part and may write the place as `path:line`: its rows count too."""
    changes = tmp_path / "changes.tsv"
    changes.write_text("part\tproject\tpath\tline\tcode\tchange\tverdict\tcause\treason\n"
                       "held-out-x\tdemo-1.0\tdemo-1.0/demo/fit.py\t21\tJXL502\t0 -> 1\ttrue\t\tjit per round\n")
    located = tmp_path / "located.tsv"
    located.write_text("part\tproject\tlocation\tcode\tfindings\tverdict\tcause\tnote\n"
                       "held-out-x\tdemo-1.0\tdemo-1.0/demo/run.py:9\tJXL504\t0 -> 1\tfalse\tdistinct-configs\tsweep\n")
    part = "/corpus/held-out-x/demo-1.0/"
    findings = tmp_path / "out.json"
    findings.write_text(json.dumps([
        {"path": part + "demo-1.0/demo/fit.py", "line": 21, "code": "JXL502", "message": "jit per call"},
        {"path": part + "demo-1.0/demo/run.py", "line": 9, "code": "JXL504", "message": "fresh loop"},
    ]))
    status = triage_score.main([str(findings), str(changes), str(located), "--lines", "50000"])
    out = capsys.readouterr().out.splitlines()
    assert status == 0
    assert out[0] == "findings 2: true 1, latent 0, intended 0, false 1, untriaged 0; false per 50k lines 1.00"
    assert out[1] == "false by cause: distinct-configs 1"


def test_a_release_unpacked_from_its_other_archive_keeps_its_rows(tmp_path, capsys):
    blind = tmp_path / "blind.tsv"
    blind.write_text(HEADER + "demo-1.0\tdemo-1.0/demo/step.py\t12\tJXL101\tlatent\t\tflag passed traced\n"
                     "other-2.0\tother-2.0/demo/step.py\t30\tJXL502\tfalse\trun-once-driver\tanother release\n")
    part = "/corpus/held-out-x/"
    findings = tmp_path / "out.json"
    findings.write_text(json.dumps([
        {"path": part + "demo-1.0/demo-1.0/src/demo/step.py", "line": 12, "code": "JXL101", "message": "if on x"},
        {"path": part + "demo-1.0/demo-1.0/src/demo/step.py", "line": 30, "code": "JXL502", "message": "jit"},
    ]))
    status = triage_score.main([str(findings), str(blind), "--lines", "50000"])
    out = capsys.readouterr().out.splitlines()
    assert status == 1
    assert out[0] == "findings 2: true 0, latent 1, intended 0, false 0, untriaged 1; false per 50k lines 0.00"
    assert out[1] == f"untriaged: {part}demo-1.0/demo-1.0/src/demo/step.py:30 JXL502 jit"
