"""jaxlint/files.py: decoding, the package and project roots, and glob matching shared by exclude and
per-file-ignores."""

from __future__ import annotations

import os

import pytest

from jaxlint.engine import Settings, lint_source
from jaxlint.files import decode_source, package_root, path_matches, project_root, read_source


def test_decode_source_follows_the_coding_line_and_drops_the_bom():
    assert decode_source(b"# -*- coding: latin-1 -*-\nname = '\xe9'\n") == "# -*- coding: latin-1 -*-\nname = 'é'\n"
    assert decode_source(b"\xef\xbb\xbfx = 1\n") == "x = 1\n"
    with pytest.raises(SyntaxError):   # detect_encoding's message for bytes that are not UTF-8
        decode_source(b"x = '\xff'\n")
    with pytest.raises(UnicodeDecodeError):
        decode_source(b"x = 1\ny = '\xff'\n")


def test_read_source_is_none_for_what_cannot_be_read(tmp_path):
    (tmp_path / "bad.py").write_bytes(b"x = '\xff'\n")
    (tmp_path / "good.py").write_bytes(b"x = 1\n")
    assert read_source(str(tmp_path / "good.py")) == "x = 1\n"
    assert read_source(str(tmp_path / "bad.py")) is None
    assert read_source(str(tmp_path / "missing.py")) is None


def test_package_root_is_the_folder_above_the_top_package(tmp_path):
    inner = tmp_path / "lib" / "pkg" / "_src" / "ops"
    inner.mkdir(parents=True)
    for folder in (tmp_path / "lib" / "pkg", inner):
        (folder / "__init__.py").write_text("")
    # pkg/_src has no __init__.py: the package chain stops there, unless plain folders inside a package count.
    assert package_root(str(inner)) == str(tmp_path / "lib" / "pkg" / "_src")
    assert package_root(str(inner), through_plain_folders=True) == str(tmp_path / "lib")
    assert package_root(str(tmp_path / "lib" / "pkg")) == str(tmp_path / "lib")
    assert package_root(str(tmp_path)) == str(tmp_path)


def test_project_root_is_the_nearest_folder_with_a_marker(tmp_path):
    deep = tmp_path / "repo" / "src" / "pkg"
    deep.mkdir(parents=True)
    assert project_root(str(deep)) == str(deep)   # no marker anywhere below tmp: the start itself
    (tmp_path / "repo" / "setup.cfg").write_text("")
    assert project_root(str(deep)) == str(tmp_path / "repo")
    (tmp_path / "repo" / "src" / "pyproject.toml").write_text("")
    assert project_root(str(deep)) == str(tmp_path / "repo" / "src")


def test_path_matches_names_paths_absolute_paths_and_folders(tmp_path):
    assert path_matches("tests/test_model.py", ["test_*.py"])
    assert path_matches("./tests/test_model.py", ["tests/*"])
    assert path_matches(str(tmp_path / "a.py"), [str(tmp_path).replace(os.sep, "/") + "/*"])
    assert not path_matches("src/model.py", ["tests/*", "*.pyi"])
    assert not path_matches("build/gen.py", ["build"])
    assert path_matches("build/gen.py", ["build"], folders=True)


def test_per_file_ignores_match_a_path_with_or_without_a_leading_dot_slash():
    source = "import jax\n\n@jax.jit\ndef f(x):\n    if x > 0:\n        return x\n    return -x\n"
    settings = Settings(per_file_ignores=(("tests*", ("JXL1",)),))
    assert [d.code for d in lint_source(source, "src/model.py", settings)] == ["JXL101"]
    assert lint_source(source, "tests/model.py", settings) == []
    assert lint_source(source, "./tests/model.py", settings) == []
