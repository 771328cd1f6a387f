import jax.numpy as jnp
import numpy as np
from scipy import special


class NegativeBinomialGLM:
    """Overdispersed species counts per plot: log mean linear in the plot covariates, one shared dispersion."""

    def __init__(self, design, counts):
        self.design = jnp.asarray(design)
        self.counts = jnp.asarray(counts)
        self.log_count_factorials = jnp.asarray(special.gammaln(np.asarray(counts) + 1.0))

    def log_likelihood(self, params):
        mean = jnp.exp(self.design @ params["beta"])
        dispersion = jnp.exp(params["log_dispersion"])
        log_terms = special.gammaln(self.counts + dispersion)  # expect: JXL401
        log_terms = log_terms - special.gammaln(dispersion) - self.log_count_factorials  # expect: JXL401
        log_terms = log_terms + dispersion * jnp.log(dispersion / (dispersion + mean))
        log_terms = log_terms + self.counts * jnp.log(mean / (dispersion + mean))
        return jnp.sum(log_terms)
