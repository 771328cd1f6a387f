"""Entry points (`[tool.jaxlint] entry-points`) whose own code shows which parameters are Python values: a user's
`jax.jit` must take those as static arguments, so what they decide (loop counts, shapes, a parsed bit string) is
not reported; what the arrays decide still is. Each claim is checked under JAX: the silent lines run under
`jax.jit` with those parameters static, the reported ones raise what the finding says."""

from __future__ import annotations

import importlib
import sys
import textwrap

import pytest

from tests.clitools import jaxlint, write

SPECTRA = textwrap.dedent("""\
    import jax.numpy as jnp


    def harmonic_stack(phases, n_harmonics):
        rows = [jnp.sin(k * phases) for k in range(1, n_harmonics + 1)]
        return jnp.stack(rows).reshape((n_harmonics, -1))


    def tiled_template(template, repeats, label):
        slots = [None] * repeats
        for i in range(len(slots)):
            slots[i] = template * (i + 1)
        scale = 2.0 if label.startswith("double") else 1.0
        return scale * jnp.concatenate(slots)


    def basis_amplitude(state, n_modes, bits):
        grid = state.reshape((2,) * n_modes)
        return grid.reshape(2 ** n_modes)[int(bits, 2)]


    def padded_histogram(counts, n_bins):
        hist = jnp.zeros(n_bins + 1)
        busy = counts[counts > 0]  # expect: JXL107
        return hist.at[:busy.shape[0]].set(busy)


    def longest_prefix(lengths, tokens):
        out = jnp.zeros(lengths.max())  # expect: JXL106
        return out + tokens[0]


    class Spectrum:
        def __init__(self, n_lines):
            self.n_lines = n_lines
            self.lines = []

        def add_line(self, centre, width):
            self.lines.append((centre, width))

        def profile(self, grid):
            total = jnp.zeros_like(grid)
            for centre, width in self.lines:
                total = total + jnp.exp(-((grid - centre) / width) ** 2)
            return total


    def gaussian_comb(centres, widths, grid, n_lines):
        spectrum = Spectrum(n_lines)
        for i in range(n_lines):
            spectrum.add_line(centres[i], widths[i])
        return spectrum.profile(grid)
""")


def _library(tmp_path) -> str:
    root = tmp_path / "lib"
    write(root, "pyproject.toml", "[project]\nname = 'spectra'\n\n[tool.jaxlint]\nentry-points = ['spectra.*']\n")
    write(root, "spectra/__init__.py", "")
    write(root, "spectra/lines.py", SPECTRA)
    return str(root)


def _marked() -> list[tuple[str, int, str]]:
    return [("spectra/lines.py", number, line.split("# expect: ")[1].strip())
            for number, line in enumerate(SPECTRA.splitlines(), start=1) if "# expect: " in line]


def test_parameters_used_as_sizes_and_strings_are_python_values(tmp_path):
    result = jaxlint("spectra", cwd=_library(tmp_path))
    found = []
    for line in result.stdout.splitlines():
        path, number, _, rest = line.split(":", 3)
        found.append((path.replace("\\", "/"), int(number), rest.split()[0]))
    # `n_harmonics`, `repeats`, `n_modes`, `n_bins`, `n_lines` are sizes and `label`, `bits` strings: static under a
    # user's jit. `lengths.max()` is an array's value, and `counts > 0` a mask on an array. `add_line` returns
    # nothing (it fills the object the traced `gaussian_comb` made): no entry point itself.
    assert found == _marked()


def test_the_claims_under_jax(tmp_path):
    jax = pytest.importorskip("jax")
    jnp = jax.numpy
    sys.path.insert(0, _library(tmp_path))
    try:
        lines = importlib.import_module("spectra.lines")
    finally:
        sys.path.pop(0)
        sys.modules.pop("spectra", None)
    phases = jnp.linspace(0.0, 1.0, 4)
    assert jax.jit(lines.harmonic_stack, static_argnames="n_harmonics")(phases, n_harmonics=3).shape == (3, 4)
    assert jax.jit(lines.tiled_template, static_argnames=("repeats", "label"))(
        phases, repeats=2, label="double").shape == (8,)
    state = jnp.arange(8.0)
    assert jax.jit(lines.basis_amplitude, static_argnames=("n_modes", "bits"))(state, n_modes=3, bits="101") == 5.0
    comb = jax.jit(lines.gaussian_comb, static_argnames="n_lines")(
        jnp.array([0.2, 0.6]), jnp.array([0.1, 0.1]), phases, n_lines=2)
    assert comb.shape == (4,)
    with pytest.raises(jax.errors.NonConcreteBooleanIndexError):
        jax.jit(lines.padded_histogram, static_argnames="n_bins")(jnp.array([0.0, 2.0, 3.0]), n_bins=4)
    with pytest.raises(TypeError, match="concrete values"):
        jax.jit(lines.longest_prefix)(jnp.array([2, 3]), jnp.ones(3))
