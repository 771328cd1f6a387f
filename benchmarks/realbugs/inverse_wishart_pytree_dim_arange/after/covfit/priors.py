from dataclasses import dataclass
from functools import partial

import jax
import jax.numpy as jnp
from jax.scipy.special import gammaln


def log_multigamma(a, p):
    """log Gamma_p(a), the multivariate gamma function."""
    j = jnp.arange(p)
    return 0.25 * p * (p - 1) * jnp.log(jnp.pi) + jnp.sum(gammaln(a - 0.5 * j))


@partial(jax.tree_util.register_dataclass, data_fields=["df", "scale"], meta_fields=["dim"])
@dataclass
class InverseWishart:
    """Inverse-Wishart(scale, df) prior over dim x dim covariance matrices."""

    df: float
    dim: int
    scale: jax.Array

    def log_prob(self, cov):
        p = self.dim
        cov = cov + 1e-9 * jnp.eye(p)
        _, logdet_cov = jnp.linalg.slogdet(cov)
        _, logdet_scale = jnp.linalg.slogdet(self.scale)
        trace_term = jnp.trace(self.scale @ jnp.linalg.inv(cov))
        return (0.5 * self.df * logdet_scale - 0.5 * self.df * p * jnp.log(2.0)
                - log_multigamma(0.5 * self.df, p)
                - 0.5 * (self.df + p + 1) * logdet_cov - 0.5 * trace_term)
