import equinox as eqx
import jax
import jax.numpy as jnp

from vibnn.sampling import gaussian_noise


class BayesLinear(eqx.Module):
    """Mean-field Gaussian q(W) = N(mu, softplus(rho)^2), one draw per call."""

    w_mu: jax.Array
    w_rho: jax.Array
    b_mu: jax.Array
    b_rho: jax.Array

    def __init__(self, n_in, n_out, key):
        self.w_mu = jax.random.normal(key, (n_in, n_out)) / jnp.sqrt(n_in)
        self.w_rho = jnp.full((n_in, n_out), -4.0)
        self.b_mu = jnp.zeros(n_out)
        self.b_rho = jnp.full((n_out,), -4.0)

    def __call__(self, x):
        w = self.w_mu + jax.nn.softplus(self.w_rho) * gaussian_noise(self.w_mu.shape)
        b = self.b_mu + jax.nn.softplus(self.b_rho) * gaussian_noise(self.b_mu.shape)
        return x @ w + b

    def kl(self, prior_std=1.0):
        def kl_gauss(mu, rho):
            std = jax.nn.softplus(rho)
            return jnp.sum(jnp.log(prior_std / std) + (std ** 2 + mu ** 2) / (2 * prior_std ** 2) - 0.5)
        return kl_gauss(self.w_mu, self.w_rho) + kl_gauss(self.b_mu, self.b_rho)
