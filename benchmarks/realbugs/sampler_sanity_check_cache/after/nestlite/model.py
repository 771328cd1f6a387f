import jax
import jax.numpy as jnp


class Model:
    """A likelihood over a box prior, evaluated on unit-cube coordinates U."""

    def __init__(self, log_likelihood, lower, upper):
        self.log_likelihood = log_likelihood
        self.lower = jnp.asarray(lower)
        self.upper = jnp.asarray(upper)
        self.dim = self.lower.shape[0]
        # Computed eagerly, outside any trace: a value cached during a jit would be a tracer.
        self.log_volume = jnp.sum(jnp.log(self.upper - self.lower))

    def _log_prior_density(self):
        return -self.log_volume

    def transform(self, U):
        return self.lower + U * (self.upper - self.lower)

    def forward(self, U):
        return self.log_likelihood(self.transform(U)) + self._log_prior_density()

    def sanity_check(self, key, S=16):
        U = jax.random.uniform(key, (S, self.dim))
        log_L = jax.jit(jax.vmap(self.forward))(U)
        if not bool(jnp.all(jnp.isfinite(log_L))):
            raise ValueError("the likelihood is not finite on the prior support")
        return log_L
