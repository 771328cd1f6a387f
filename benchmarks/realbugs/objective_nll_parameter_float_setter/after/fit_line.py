"""Gradient of the objective for a gradient-based minimizer, as in the JAXification notes."""

import jax
import jax.numpy as jnp

from reflfit import Objective, Parameter, Parameters
from reflfit.objective import Line


def make_objective():
    x = jnp.linspace(0.0, 1.0, 20)
    y = 1.5 + 2.0 * x
    parameters = Parameters(Parameter(1.0, "a"), Parameter(1.0, "b"))
    return Objective(Line(parameters), x, y, jnp.full_like(x, 0.1))


def gradient_descent(objective, steps=3, rate=1e-3):
    jacobian = jax.jit(jax.grad(objective.nll))
    pvals = jnp.asarray(objective.parameters.pvals)
    for _ in range(steps):
        pvals = pvals - rate * jacobian(pvals)
    objective.parameters.pvals = [float(v) for v in pvals]
    return pvals


if __name__ == "__main__":
    objective = make_objective()
    print(gradient_descent(objective), objective.parameters.pvals)
