"""Entropic optimal transport between two cell populations (log-domain Sinkhorn)."""

import jax
import jax.numpy as jnp
from jax.scipy.special import logsumexp


class Sinkhorn:
    def __init__(self, epsilon=0.05, num_iterations=200):
        self.epsilon = epsilon
        self.num_iterations = num_iterations

    def _iterate(self, cost, a, b):
        log_k = -cost / self.epsilon

        def body(_, potentials):
            f, g = potentials
            f = self.epsilon * (jnp.log(a) - logsumexp(log_k + g[None, :] / self.epsilon, axis=1))
            g = self.epsilon * (jnp.log(b) - logsumexp(log_k.T + f[None, :] / self.epsilon, axis=1))
            return f, g

        f, g = jax.lax.fori_loop(0, self.num_iterations, body, (jnp.zeros_like(a), jnp.zeros_like(b)))
        return jnp.exp(log_k + (f[:, None] + g[None, :]) / self.epsilon)

    def solve(self, cost, a, b):
        plan = jax.jit(lambda c, a_, b_: self._iterate(c, a_, b_))(cost, a, b)  # expect: JXL502
        transport_cost = jax.jit(lambda p, c: jnp.sum(p * c))(plan, cost)  # expect: JXL502
        return plan, transport_cost
