"""A truncated power-law population of source masses."""

import jax
import jax.numpy as jnp


class PowerLaw:
    def __init__(self, m_min=5.0, m_max=50.0):
        self.m_min = m_min
        self.m_max = m_max

    def log_prob(self, alpha, m):
        norm = (self.m_max ** (1 - alpha) - self.m_min ** (1 - alpha)) / (1 - alpha)
        return -alpha * jnp.log(m) - jnp.log(norm)

    def sample(self, key, alpha, n):
        u = jax.random.uniform(key, (n,))
        lo, hi = self.m_min ** (1 - alpha), self.m_max ** (1 - alpha)
        return (lo + u * (hi - lo)) ** (1 / (1 - alpha))
