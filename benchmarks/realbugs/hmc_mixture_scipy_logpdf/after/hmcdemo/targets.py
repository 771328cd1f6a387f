import jax.numpy as jnp
from jax.scipy.special import logsumexp
from jax.scipy.stats import multivariate_normal


class GaussianMixture:
    """Equal-weight mixture of 2-D Gaussians, the posterior the demo samples."""

    def __init__(self, means, covs):
        self.means = [jnp.asarray(m) for m in means]
        self.covs = [jnp.asarray(c) for c in covs]

    def log_prob(self, q):
        components = jnp.stack([multivariate_normal.logpdf(q, mean=m, cov=c)
                                for m, c in zip(self.means, self.covs)])
        return logsumexp(components) - jnp.log(len(self.means))
