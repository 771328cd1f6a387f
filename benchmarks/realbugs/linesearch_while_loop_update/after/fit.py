import jax
import jax.numpy as jnp

from linesearch import BacktrackingLineSearch


def rosenbrock(params):
    x, y = params["x"], params["y"]
    return (1 - x) ** 2 + 100 * (y - x**2) ** 2


def minimize(params, steps=3):
    solver = BacktrackingLineSearch(rosenbrock)
    grad_fn = jax.jit(jax.grad(rosenbrock))
    for _ in range(steps):
        params = solver.update(params, grad_fn(params))
    return params
