"""Infer the curvature of banana-shaped draws by gradient ascent on the log joint."""

import jax
import jax.numpy as jnp

from curvefit.model import fit_curvature


def simulate(n=200, ndims=3, curvature=0.03, seed=0):
    scales = jnp.concatenate([jnp.array([10.0]), jnp.ones(ndims - 1)])
    z = jax.random.normal(jax.random.PRNGKey(seed), (n, ndims)) * scales
    return z.at[:, 1].add(curvature * (z[:, 0] ** 2 - 100.0))


if __name__ == "__main__":
    print("curvature:", float(fit_curvature(simulate())))
