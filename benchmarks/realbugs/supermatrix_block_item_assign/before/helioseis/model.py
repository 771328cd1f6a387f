import jax.numpy as jnp

from helioseis.blocks import block_bounds, total_size
from helioseis.supermatrix import assemble

ELLS = (1, 2, 3)
BOUNDS = block_bounds(ELLS)
SIZE = total_size(ELLS)


def log_posterior(coeffs, observed_freqs, noise=0.05):
    freqs = jnp.linalg.eigvalsh(assemble(coeffs, BOUNDS, SIZE))
    log_lik = -0.5 * jnp.sum(((freqs - observed_freqs) / noise) ** 2)
    log_prior = -0.5 * jnp.sum(coeffs ** 2)
    return log_lik + log_prior


def n_coeffs():
    return len(BOUNDS)
