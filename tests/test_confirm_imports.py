"""How a confirm worker imports the user's module: under the name and from the folder Python itself would use when
the project runs it, whatever modules the same worker imported before (a worker takes module after module, and
which ones it takes depends on the pool's scheduling)."""

from __future__ import annotations

import os
import textwrap

import pytest


def _write(root, files: dict) -> None:
    for relative, text in files.items():
        path = root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).lstrip())


def _placed(root, relative: str) -> tuple[str, str, list[str]]:
    """(module name, root folder, the folders put first on sys.path), the folders relative to `root`."""
    from jaxlint.confirm.user_code import placement

    place = placement(str(root / relative))
    return place.name, os.path.relpath(place.root, root), [os.path.relpath(f, root) for f in place.folders]


def test_a_module_of_nested_namespace_folders_is_imported_from_the_folder_holding_its_top_name(tmp_path):
    _write(tmp_path, {
        "pyproject.toml": "",
        "examples/geo/mesh/shapes.py": "SIDES = 3\n",
        "examples/geo/mesh/refine.py": "from geo.mesh.shapes import SIDES\n",
    })
    assert _placed(tmp_path, "examples/geo/mesh/refine.py") == \
        ("geo.mesh.refine", "examples", ["examples", "examples/geo/mesh", "."])


def test_a_namespace_folder_beside_a_regular_package(tmp_path):
    _write(tmp_path, {
        "pyproject.toml": "",
        "examples/plotting/__init__.py": "",
        "examples/plotting/figures.py": "def show(x):\n    return x\n",
        "examples/geo/shapes.py": "SIDES = 3\n",
        "examples/geo/draw.py": "from geo.shapes import SIDES\nfrom plotting.figures import show\n",
    })
    assert _placed(tmp_path, "examples/geo/draw.py") == ("geo.draw", "examples", ["examples", "examples/geo", "."])
    assert _placed(tmp_path, "examples/plotting/figures.py") == ("plotting.figures", "examples", ["examples", "."])


def test_a_script_folder_without_packages_keeps_its_own_folder(tmp_path):
    _write(tmp_path, {
        "pyproject.toml": "",
        "scripts/model.py": "class Net:\n    pass\n",
        "scripts/train.py": "import numpy\nfrom model import Net\n",
    })
    assert _placed(tmp_path, "scripts/train.py") == ("train", "scripts", ["scripts", "."])


def test_a_script_importing_a_package_that_sits_beside_one_of_its_folders(tmp_path):
    """`runs/load_steps/ramp.py` imports `relaxation.solver`, a package of `examples/`: the project runs the script
    from there (`python -m`, or PYTHONPATH), which its own folder alone would not resolve."""
    _write(tmp_path, {
        "pyproject.toml": "",
        "examples/relaxation/__init__.py": "",
        "examples/relaxation/solver.py": "def relax(x):\n    return x\n",
        "examples/runs/load_steps/ramp.py": "import numpy\n\n\ndef ramp(x):\n"
                                            "    from relaxation.solver import relax\n    return relax(x)\n",
    })
    assert _placed(tmp_path, "examples/runs/load_steps/ramp.py") == \
        ("ramp", "examples/runs/load_steps", ["examples/runs/load_steps", "examples", "."])


def test_a_src_layout_namespace_package(tmp_path):
    _write(tmp_path, {
        "pyproject.toml": "",
        "src/geo/shapes.py": "SIDES = 3\n",
        "src/geo/refine.py": "from geo.shapes import SIDES\n",
    })
    assert _placed(tmp_path, "src/geo/refine.py") == ("geo.refine", "src", ["src", "src/geo", "."])


def test_a_namespace_folder_inside_a_regular_package_is_part_of_that_package(tmp_path):
    """Python imports `tokapkg/_src/physics/flux.py` as part of the regular package `tokapkg` (the folders
    between have no `__init__.py`): its `from ...params import Mode` needs all three levels, and a sibling's
    `from tokapkg.params import Mode` names the package."""
    _write(tmp_path, {
        "pyproject.toml": "",
        "tokapkg/__init__.py": "",
        "tokapkg/params.py": "Mode = int\n",
        "tokapkg/_src/physics/flux.py": "from ...params import Mode\n",
        "tokapkg/_src/physics/drift.py": "from tokapkg.params import Mode\n",
    })
    assert _placed(tmp_path, "tokapkg/_src/physics/flux.py") == \
        ("tokapkg._src.physics.flux", ".", [".", "tokapkg/_src/physics"])
    assert _placed(tmp_path, "tokapkg/_src/physics/drift.py") == \
        ("tokapkg._src.physics.drift", ".", [".", "tokapkg/_src/physics"])


def test_a_folder_named_like_a_module_python_finds_first_is_no_namespace_package(tmp_path):
    """`import json` in `vendor/json/codec.py` is the standard library's json, and `from model import Net` in
    `model/train.py` is the `model.py` beside it (the script's folder is on sys.path): neither folder is the
    package those imports mean."""
    _write(tmp_path, {
        "pyproject.toml": "",
        "vendor/json/codec.py": "import json\n",
        "model/model.py": "class Net:\n    pass\n",
        "model/train.py": "from model import Net\n",
    })
    assert _placed(tmp_path, "vendor/json/codec.py") == ("codec", "vendor/json", ["vendor/json", "."])
    assert _placed(tmp_path, "model/train.py") == ("train", "model", ["model", "."])


# --- in a worker: the same verdicts whichever module it takes first --------------------------------------------
_FLAGGED = """

@jax.jit
def {name}(x: jax.Array) -> jax.Array:
    if x > {limit}:
        return x
    return -x
"""


_PRINTED = """

@jax.jit
def {name}(x: jax.Array) -> jax.Array:
    print("{name}", x)
    return x * 2
"""


def _finding(path, function: str, code: str = "JXL101", flagged: str = "    if x > "):
    """The finding jaxlint reports on the line of `path` starting with `flagged`, inside the jitted `function`."""
    from jaxlint.analysis.confirm_target import ConfirmEntry, ConfirmTarget
    from jaxlint.diagnostics import Diagnostic

    line = next(number for number, text in enumerate(path.read_text().splitlines(), start=1)
                if text.startswith(flagged))
    target = ConfirmTarget(function, True, True, (ConfirmEntry(function, "trace", "jax.jit", ()),), "")
    return Diagnostic(str(path), line, 5, line, 20, code, "hand-made", confirm_target=target)


def _confirmed_in_one_worker(findings, root) -> list[tuple[str, str, str]]:
    """Each finding's (path under `root`, verdict, exception or detail), the findings run in their order by one
    worker (one finding per module, so the pool keeps the order)."""
    from jaxlint.confirm import confirm

    confirm(findings, jobs=1, timeout=60, use_drivers=False)
    return sorted((os.path.relpath(f.path, root), f.confirm["verdict"], f.confirm["exception"] or f.confirm["detail"])
                  for f in findings)


@pytest.mark.parametrize("namespace_first", [True, False])
def test_a_namespace_package_module_imports_its_package_whichever_module_came_first(tmp_path, namespace_first):
    """`examples/meshlab/` has no `__init__.py` and its modules import each other as `meshlab.shapes`: that
    resolved only when an earlier module of the worker (here the script `examples/run_mesh.py`) had put `examples/`
    on sys.path."""
    pytest.importorskip("jax")
    _write(tmp_path, {
        "pyproject.toml": "",
        "examples/meshlab/shapes.py": "RADIUS = 0.5\n",
        "examples/meshlab/smoothing.py": "import jax\n\nfrom meshlab.shapes import RADIUS\n"
                                         + _FLAGGED.format(name="smooth", limit="RADIUS"),
        "examples/run_mesh.py": "import jax\n" + _FLAGGED.format(name="run", limit="0"),
    })
    findings = [_finding(tmp_path / "examples/meshlab/smoothing.py", "smooth"),
                _finding(tmp_path / "examples/run_mesh.py", "run")]
    if not namespace_first:
        findings.reverse()
    assert _confirmed_in_one_worker(findings, tmp_path) == [
        ("examples/meshlab/smoothing.py", "confirmed", "TracerBoolConversionError"),
        ("examples/run_mesh.py", "confirmed", "TracerBoolConversionError")]


SAME_NAMED = {
    "pyproject.toml": "",
    "examples/vision/utils/__init__.py": "",
    "examples/vision/utils/norms.py": "LIMIT = 1.0\n",
    "examples/vision/utils/ops.py": "import jax\n\nfrom utils.norms import LIMIT\n"
                                    + _FLAGGED.format(name="clip", limit="LIMIT"),
    "examples/vision/train.py": "import jax\n\nfrom utils.norms import LIMIT\n"
                                + _FLAGGED.format(name="fit", limit="LIMIT"),
    "examples/audio/utils/__init__.py": "",
    "examples/audio/utils/layers.py": "FLOOR = 0.0\n",
    "examples/audio/utils/ops.py": "import jax\n\nfrom utils.layers import FLOOR\n"
                                   + _FLAGGED.format(name="gate", limit="FLOOR"),
    "examples/audio/train.py": "import jax\n\nfrom utils.layers import FLOOR\n"
                               + _FLAGGED.format(name="fit", limit="FLOOR"),
}


@pytest.mark.parametrize("vision_first", [True, False])
def test_same_named_packages_of_two_example_folders_each_import_their_own(tmp_path, vision_first):
    """`examples/vision/utils/` and `examples/audio/utils/` of one project: the worker's cached `utils` of one
    folder must not answer the other's `from utils.layers import ...` (a package and a script of each folder)."""
    pytest.importorskip("jax")
    _write(tmp_path, SAME_NAMED)
    findings = [_finding(tmp_path / "examples/vision/utils/ops.py", "clip"),
                _finding(tmp_path / "examples/vision/train.py", "fit"),
                _finding(tmp_path / "examples/audio/utils/ops.py", "gate"),
                _finding(tmp_path / "examples/audio/train.py", "fit")]
    if not vision_first:
        findings.reverse()
    assert _confirmed_in_one_worker(findings, tmp_path) == [
        ("examples/audio/train.py", "confirmed", "TracerBoolConversionError"),
        ("examples/audio/utils/ops.py", "confirmed", "TracerBoolConversionError"),
        ("examples/vision/train.py", "confirmed", "TracerBoolConversionError"),
        ("examples/vision/utils/ops.py", "confirmed", "TracerBoolConversionError")]


TWO_PROJECTS = {
    "lab/pyproject.toml": "",
    "lab/debug_run.py": "import os\n\nimport jax\n\n"
                        "jax.config.update('jax_disable_jit', True)\n"
                        "os.chdir(os.path.dirname(os.path.abspath(__file__)))\n" + _PRINTED.format(name="probe"),
    "plant/pyproject.toml": "",
    "plant/control.py": "import jax\n\nwith open('control.log', 'w') as log:\n    log.write('loaded')\n"
                        + _PRINTED.format(name="regulate"),
}


@pytest.mark.parametrize("debugging_first", [True, False])
def test_what_a_module_changes_at_import_stays_out_of_the_next_projects_module(tmp_path, debugging_first):
    """A debugging script turns jit off and changes directory at import: the next project's module, in the same
    worker, still runs its jitted function compiled (its print shows once), and writes its files where it would
    have (the worker's folder), not into the script's project. The script's own print runs every call."""
    pytest.importorskip("jax")
    _write(tmp_path, TWO_PROJECTS)
    findings = [_finding(tmp_path / "lab/debug_run.py", "probe", "JXL201", "    print("),
                _finding(tmp_path / "plant/control.py", "regulate", "JXL201", "    print(")]
    if not debugging_first:
        findings.reverse()
    verdicts = _confirmed_in_one_worker(findings, tmp_path)
    assert [verdict[:2] for verdict in verdicts] == [("lab/debug_run.py", "not-reproduced"),
                                                     ("plant/control.py", "confirmed")], verdicts
    assert verdicts[1][2].startswith("prints-once:"), verdicts[1]
    assert sorted(os.listdir(tmp_path / "lab")) == ["debug_run.py", "pyproject.toml"]


VENDORING = {
    "viewer/pyproject.toml": "",
    "viewer/vendor/quicklook.py": "def show(x):\n    return x\n",
    "viewer/app.py": "import os\nimport sys\n\nimport jax\n\n"
                     "sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), 'vendor'))\n"
                     "import quicklook\n" + _FLAGGED.format(name="render", limit="0"),
    "solver/pyproject.toml": "",
    "solver/step.py": "import jax\nimport quicklook\n" + _FLAGGED.format(name="advance", limit="0"),
}


@pytest.mark.parametrize("vendoring_first", [True, False])
def test_a_folder_one_project_adds_to_sys_path_does_not_answer_the_next_projects_imports(tmp_path, vendoring_first):
    """`viewer/app.py` puts its vendored folder on sys.path at import; `solver/step.py` imports a `quicklook` it
    does not have, which its own process cannot import, whichever module the worker took first."""
    pytest.importorskip("jax")
    _write(tmp_path, VENDORING)
    findings = [_finding(tmp_path / "viewer/app.py", "render"), _finding(tmp_path / "solver/step.py", "advance")]
    if not vendoring_first:
        findings.reverse()
    verdicts = _confirmed_in_one_worker(findings, tmp_path)
    assert verdicts[1] == ("viewer/app.py", "confirmed", "TracerBoolConversionError")
    assert verdicts[0][:2] == ("solver/step.py", "inconclusive")
    assert verdicts[0][2].startswith("needs `quicklook`: importing the module raised ModuleNotFoundError"), verdicts[0]
