"""Log-domain Sinkhorn iterations between two weighted point clouds."""

from typing import NamedTuple

import jax
import jax.numpy as jnp
from jax.scipy.special import logsumexp


class SinkhornOutput(NamedTuple):
    f: jnp.ndarray
    g: jnp.ndarray
    errors: jnp.ndarray
    converged: jnp.ndarray
    reg_ot_cost: jnp.ndarray


def sinkhorn(cost, a, b, epsilon, num_iters, threshold):
    def iteration(potentials, _):
        f, g = potentials
        f = epsilon * jnp.log(a) - epsilon * logsumexp((g[None, :] - cost) / epsilon, axis=1)
        g = epsilon * jnp.log(b) - epsilon * logsumexp((f[:, None] - cost) / epsilon, axis=0)
        plan = jnp.exp((f[:, None] + g[None, :] - cost) / epsilon)
        marginal_error = jnp.sum(jnp.abs(plan.sum(axis=1) - a))
        return (f, g), marginal_error

    start = (jnp.zeros_like(a), jnp.zeros_like(b))
    (f, g), errors = jax.lax.scan(iteration, start, None, length=num_iters)
    return SinkhornOutput(f, g, errors, errors[-1] < threshold, jnp.sum(f * a) + jnp.sum(g * b))
