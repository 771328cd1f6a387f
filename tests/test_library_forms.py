"""The jit forms real libraries use (fixtures/libraries/): jaxlint reports exactly the marked lines, and each
marker's claim is what JAX really does when the fixture's entry points run.

The equinox fixtures run in CI (equinox is in the `test` extra: small, pure Python). flax is heavy (orbax,
tensorstore...), so the flax fixtures' claims are static-only in CI: their truth check runs where flax is installed.
"""

from __future__ import annotations

import contextlib
import importlib.util
import io
import os
import traceback

import pytest

from jaxlint.engine import lint_file
from tests.expectations import expected_claims

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIBRARIES = os.path.join(ROOT, "fixtures", "libraries")
FIXTURES = sorted(name for name in os.listdir(LIBRARIES) if name.endswith(".py"))
# Fixtures whose claims CI cannot check by running them (their library is not in the test extra).
STATIC_ONLY = {"flax_linen_modules.py": "flax", "flax_nnx_modules.py": "flax", "jax_md_neighbor_lists.py": "jax_md",
               "mjx_counts.py": "mujoco", "jaxdf_domains.py": "jaxdf", "distrax_jittables.py": "distrax"}


def _claims(name: str) -> dict[tuple[int, str], object]:
    with open(os.path.join(LIBRARIES, name)) as handle:
        return expected_claims(handle.read())


@pytest.mark.parametrize("name", FIXTURES)
def test_reports_exactly_the_marked_lines(name):
    found = {(d.line, d.code) for d in lint_file(os.path.join(LIBRARIES, name))}
    assert found == set(_claims(name))


def test_every_fixture_has_positives_and_claims():
    for name in FIXTURES:
        claims = _claims(name)
        assert len(claims) >= 2, name
        assert all(claim for claim in claims.values()), name


def _import(name: str):
    spec = importlib.util.spec_from_file_location(f"library_fixture_{name[:-3]}", os.path.join(LIBRARIES, name))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _failure_line(name: str, run) -> tuple[int, str]:
    """Run `run`; the fixture line JAX raised at and the exception's class name."""
    try:
        with contextlib.redirect_stdout(io.StringIO()):
            run()
    except Exception as error:  # noqa: BLE001 - the class is what we compare
        frames = [f for f in traceback.extract_tb(error.__traceback__) if os.path.basename(f.filename) == name]
        return frames[-1].lineno, type(error).__name__
    raise AssertionError(f"{name}: expected a failure, the call succeeded")


def _drivers(name: str, module, jax, jnp) -> tuple[list, list]:
    """(calls that must succeed, calls that must fail at a marked line) for one fixture."""
    ones = jnp.ones
    if name == "equinox_models.py":
        model = module.make_mlp(jax.random.key(0))
        return ([lambda: module.predict(model, ones(4), 3, True, jnp.exp),
                 lambda: module.predict(model, ones(4), 1, False, jnp.exp),
                 lambda: module.safe_step(ones(3), 0.5)],
                [lambda: module.gated_output(module.Gated(ones(3)), ones(3)),
                 lambda: module.clipped_step(ones(3), 0.5)])
    if name == "checkpoint_remat.py":
        return ([lambda: module.loss(ones(3))],
                [lambda: module.gated_loss(ones(3)), lambda: module.scaled_loss(ones(3), jnp.array(2))])
    if name == "custom_derivatives.py":
        return ([lambda: module.clipped_grad(ones(3))],
                [lambda: module.log_grad(2.0), lambda: module.scaled_grad(ones(3))])
    if name == "sharding_and_names.py":
        return ([lambda: jax.jit(module.global_mean)(ones(4)), lambda: module.attend(ones((2, 4)), ones((3, 4)))],
                [lambda: jax.jit(module.normalize)(ones(4)), lambda: module.attend_masked(ones((2, 4)), ones((3, 4)))])
    if name == "compile_time_guards.py":
        return ([lambda: module.positional_encoding(ones((4, 1))),
                 lambda: module.tile_rows(ones((1, 2)), 3),
                 lambda: module.checked_step(ones((2, 2)), jnp.array(2.0)),
                 lambda: module.scale_by(ones(2), 1), lambda: module.scale_by(ones(2), -2.0),
                 lambda: module.maybe_check_finite(jnp.array([jnp.nan]))],
                [lambda: module.leaky_encoding(ones(3)), lambda: module.unguarded_step(ones(3)),
                 lambda: module.tile_rows_traced(ones((1, 2)), jnp.array(3))])
    if name == "flax_linen_modules.py":
        x = ones((2, 16))
        classifier = module.classifier
        variables = classifier.init(jax.random.key(0), x)
        embed_variables = classifier.init(jax.random.key(0), x, method=module.Classifier.embed)
        return ([lambda: module.block_forward(module.block.init(jax.random.key(0), x), x),
                 lambda: module.scale(module.scaler.init(jax.random.key(0), x), x)],
                [lambda: module.classify(variables, x), lambda: module.embed(embed_variables, x)])
    if name == "flax_nnx_modules.py":
        from flax import nnx

        block = module.Block(4, nnx.Rngs(0))
        return ([lambda: module.forward(block, ones(4)), lambda: module.clipped_forward(block, ones(4), True)],
                [lambda: module.gated_forward(module.GatedBlock(4, nnx.Rngs(0)), ones(4)),
                 lambda: module.normalized_forward(block, ones(4))])
    if name == "jaxdf_domains.py":
        from jaxdf import Domain
        from jaxdf.discretization import FourierSeries

        u = FourierSeries(ones((8, 8, 1)), Domain((8, 8), (0.5, 0.5)))
        return ([lambda: module.spacing_scaled(u), lambda: module.cells(u)],
                [lambda: module.mostly_positive(u), lambda: module.positive(u)])
    if name == "mjx_counts.py":
        import mujoco
        from mujoco import mjx

        model = mujoco.MjModel.from_xml_string(
            "<mujoco><worldbody><body><joint type='slide'/><geom size='0.1'/></body></worldbody>"
            "<actuator><motor joint='0'/></actuator></mujoco>")
        m = mjx.put_model(model)
        d = mjx.make_data(m)
        return ([lambda: module.step_and_contacts(m, d), lambda: module.actuated_velocities(m, d)],
                [lambda: module.moving_forward(m, d), lambda: module.at_rest(m, d)])
    if name == "jax_md_neighbor_lists.py":
        from jax_md import partition, space

        displacement, _ = space.periodic(5.0)
        position = jax.random.uniform(jax.random.key(0), (8, 2)) * 5.0
        nbrs = partition.neighbor_list(displacement, 5.0, 1.5).allocate(position)
        mask = jnp.arange(8) < 6
        return ([lambda: module.masked(nbrs, position, mask), lambda: module.padded_capacity(nbrs)],
                [lambda: module.first_neighbor_or_self(nbrs), lambda: module.moved(nbrs, position)])
    if name == "distrax_jittables.py":
        edges = jnp.linspace(0.0, 1.0, 5)
        binner, scaled = module.SpectrumBinner(edges, 4, "upper"), module.ScaledBinner(edges, 4)
        return ([lambda: binner.histogram(jnp.array([0.1, 0.3, 0.9])),
                 lambda: binner.band_weights("AbC", jnp.arange(10.0))],
                [lambda: scaled.histogram(ones(3)), lambda: scaled.band_weights("ab", jnp.arange(10.0))])
    raise AssertionError(f"no driver for {name}")


@pytest.mark.needs("jax")
@pytest.mark.parametrize("name", FIXTURES)
def test_claims_are_what_jax_does(name):
    import jax

    if name in STATIC_ONLY:
        pytest.importorskip(STATIC_ONLY[name], reason="static-only in CI: library not in the test extra")
    module = _import(name)
    passing, failing = _drivers(name, module, jax, jax.numpy)
    for run in passing:
        with contextlib.redirect_stdout(io.StringIO()):
            run()
    observed = {}
    for run in failing:
        line, error = _failure_line(name, run)
        observed[line] = error
    # tile_rows_traced fails on purpose, at its concrete_or_error guard: JAX's own message, not a finding.
    claims = {line: claim for (line, _), claim in _claims(name).items()}
    if name == "compile_time_guards.py":
        lines = open(os.path.join(LIBRARIES, name)).read().splitlines()
        guard_line = max(n for n, text in enumerate(lines, 1) if "concrete_or_error(" in text)
        assert observed.pop(guard_line) == "ConcretizationTypeError"
    assert observed == claims
