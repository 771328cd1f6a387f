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


def _imported(root: str, *names: str) -> list:
    """The modules `names` of a package under `root`, imported; sys.path and the package's entry are restored."""
    sys.path.insert(0, root)
    try:
        return [importlib.import_module(name) for name in names]
    finally:
        sys.path.pop(0)
        sys.modules.pop(names[0].partition(".")[0], None)


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
    lines, = _imported(_library(tmp_path), "spectra.lines")
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


# A module of host diagnostics written with NumPy, which takes JAX's arrays to the host first, beside a module that
# computes with jax.numpy: an entry-point pattern covers both, but only the second is code a user traces.
HOST_DIAGNOSTICS = textwrap.dedent("""\
    import jax
    import numpy as np


    def lag_correlation(draws, lag=1):
        centred = draws - draws.mean(axis=-1, keepdims=True)
        spectrum = np.fft.rfft(centred, n=2 * draws.shape[-1], axis=-1)
        acov = np.fft.irfft(spectrum * np.conjugate(spectrum), axis=-1)
        return np.take(acov, lag, axis=-1) / np.take(acov, 0, axis=-1)


    def monotone_pairs(draws):
        draws = jax.device_get(draws)
        rho = lag_correlation(draws)
        pairs = np.stack([rho, rho])
        pairs[1:] = np.minimum.accumulate(np.clip(pairs[1:], 0.0, None), axis=0)
        return pairs
""")

TRACED_KERNELS = textwrap.dedent("""\
    import jax.numpy as jnp
    import numpy as np


    def centred_energy(draws):
        centred = draws - jnp.mean(draws, axis=-1, keepdims=True)
        return np.asarray(centred ** 2).sum()  # expect: JXL401
""")


def _chains(tmp_path) -> str:
    root = tmp_path / "chains_lib"
    write(root, "pyproject.toml", "[project]\nname = 'chains'\n\n[tool.jaxlint]\nentry-points = ['chains.*']\n")
    write(root, "chains/__init__.py", "")
    write(root, "chains/diagnostics.py", HOST_DIAGNOSTICS)
    write(root, "chains/kernels.py", TRACED_KERNELS)
    return str(root)


def test_a_module_computing_with_numpy_only_is_host_code(tmp_path):
    root = _chains(tmp_path)
    result = jaxlint("chains", cwd=root)
    found = [line.split(":", 3)[:2] + [line.split(":", 3)[3].split()[0]] for line in result.stdout.splitlines()]
    assert [[path.replace("\\", "/"), int(number), code] for path, number, code in found] == [
        ["chains/kernels.py", 7, "JXL401"]]
    jax = pytest.importorskip("jax")
    diagnostics, kernels = _imported(root, "chains.diagnostics", "chains.kernels")
    draws = jax.numpy.sin(jax.numpy.arange(16.0)).reshape(2, 8)
    assert diagnostics.monotone_pairs(draws).shape == (2, 2)
    with pytest.raises(jax.errors.TracerArrayConversionError):
        jax.jit(kernels.centred_energy)(draws)


# Band masks written with Python operators only: the module never spells JAX, but users trace its functions (a
# caller's `jax.jit` over a filter built on them), so an entry-point pattern covering it has it analysed.
PLAIN_MASKS = textwrap.dedent("""\
    \"\"\"Boolean masks over frequency grids.\"\"\"


    def outside_band(freqs, low, high):
        return (freqs < low) or (freqs > high)  # expect: JXL103


    def inside_band(freqs, low, high):
        return (freqs >= low) & (freqs <= high)


    def band_width(low, high):
        return abs(high - low)
""")


def _plain_masks(tmp_path) -> str:
    root = tmp_path / "masks_lib"
    write(root, "pyproject.toml", "[project]\nname = 'bands'\n\n[tool.jaxlint]\nentry-points = ['bands.*']\n")
    write(root, "bands/__init__.py", "")
    write(root, "bands/masks.py", PLAIN_MASKS)
    write(root, "bands/notes.py", "def outside(freqs, low):\n    return freqs < low or freqs > 2 * low\n")
    return str(root)


def test_an_entry_point_module_without_jax_in_its_text_is_analysed(tmp_path):
    root = _plain_masks(tmp_path)
    result = jaxlint("bands/masks.py", cwd=root)
    found = [line.split(":", 3)[:2] + [line.split(":", 3)[3].split()[0]] for line in result.stdout.splitlines()]
    assert [[path.replace("\\", "/"), int(number), code] for path, number, code in found] == [
        ["bands/masks.py", 5, "JXL103"]]
    # Without the pattern the same file is plain Python nobody traces.
    assert jaxlint("--entry-points", "other.*", "bands/notes.py", cwd=root).stdout == ""
    jax = pytest.importorskip("jax")
    masks, = _imported(root, "bands.masks")
    freqs = jax.numpy.linspace(0.0, 10.0, 11)
    assert int(jax.jit(masks.inside_band)(freqs, 2.0, 4.0).sum()) == 3
    # A many-element comparison: the boolean conversion fails as ambiguous before it reaches the tracer's own error.
    with pytest.raises(ValueError, match="truth value"):
        jax.jit(masks.outside_band)(freqs, 2.0, 4.0)


# Backend-generic divergences: the caller hands the array namespace (`xp=jnp`, or numpy on the host), so `xp.sum(t)`
# is the namespace's sum of `t`, never an array's `sum` along a traced axis; an array's own `.sum(k)` still is.
BACKEND_GENERIC = textwrap.dedent("""\
    import jax.numpy as jnp


    def normal_kl(mean_p, log_std_p, mean_q, log_std_q, xp):
        var_p, var_q = xp.exp(2.0 * log_std_p), xp.exp(2.0 * log_std_q)
        terms = log_std_q - log_std_p + (var_p + (mean_p - mean_q) ** 2) / (2.0 * var_q) - 0.5
        return xp.sum(terms)


    def pooled_moments(values, weights, xp=jnp):
        moments = xp.stack([values * weights, values ** 2 * weights])
        return moments.sum(weights.argmax())  # expect: JXL106
""")


def test_a_parameter_used_as_an_array_namespace_is_no_array(tmp_path):
    root = tmp_path / "divergences_lib"
    write(root, "pyproject.toml", "[project]\nname = 'divergences'\n\n[tool.jaxlint]\n"
                                  "entry-points = ['divergences.*']\n")
    write(root, "divergences/__init__.py", "")
    write(root, "divergences/gaussian.py", BACKEND_GENERIC)
    result = jaxlint("divergences", cwd=str(root))
    found = [line.split(":", 3)[:2] + [line.split(":", 3)[3].split()[0]] for line in result.stdout.splitlines()]
    assert [[path.replace("\\", "/"), int(number), code] for path, number, code in found] == [
        ["divergences/gaussian.py", 12, "JXL106"]]
    jax = pytest.importorskip("jax")
    jnp = jax.numpy
    gaussian, = _imported(str(root), "divergences.gaussian")
    zeros, ones = jnp.zeros(3), jnp.ones(3)
    kl = jax.jit(lambda m, s: gaussian.normal_kl(m, s, zeros, zeros, xp=jnp))(ones, zeros)
    assert abs(float(kl) - 1.5) < 1e-6
    with pytest.raises(TypeError):
        jax.jit(lambda v, w: gaussian.pooled_moments(v, w, xp=jnp))(ones, jnp.array([0.0, 1.0, 0.0]))
