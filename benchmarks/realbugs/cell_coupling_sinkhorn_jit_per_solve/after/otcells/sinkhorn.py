"""Entropic optimal transport between two cell populations (log-domain Sinkhorn)."""

import jax
import jax.numpy as jnp
from jax.scipy.special import logsumexp


class Sinkhorn:
    def __init__(self, epsilon=0.05, num_iterations=200):
        self.epsilon = epsilon
        self.num_iterations = num_iterations
        self._solve = jax.jit(self._solve_impl)

    def _iterate(self, cost, a, b):
        log_k = -cost / self.epsilon

        def body(_, potentials):
            f, g = potentials
            f = self.epsilon * (jnp.log(a) - logsumexp(log_k + g[None, :] / self.epsilon, axis=1))
            g = self.epsilon * (jnp.log(b) - logsumexp(log_k.T + f[None, :] / self.epsilon, axis=1))
            return f, g

        f, g = jax.lax.fori_loop(0, self.num_iterations, body, (jnp.zeros_like(a), jnp.zeros_like(b)))
        return jnp.exp(log_k + (f[:, None] + g[None, :]) / self.epsilon)

    def _solve_impl(self, cost, a, b):
        plan = self._iterate(cost, a, b)
        return plan, jnp.sum(plan * cost)

    def solve(self, cost, a, b):
        return self._solve(cost, a, b)
