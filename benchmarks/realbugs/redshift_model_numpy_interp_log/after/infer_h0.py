"""Scan the Hubble constant for a small catalogue of luminosity-distance posteriors (spectral siren)."""

import jax
import jax.numpy as jnp
from jax.scipy.special import logsumexp

from popcosmo.models import log_redshift_density

H0_GRID = jnp.linspace(50.0, 100.0, 26)


def catalogue(key, num_events=12, samples_per_event=200):
    centres = jax.random.uniform(key, (num_events, 1), minval=500.0, maxval=4000.0)
    noise = jax.random.normal(jax.random.fold_in(key, 1), (num_events, samples_per_event))
    return centres * (1.0 + 0.1 * noise)


def log_likelihood(H0, dL_samples):
    per_sample = log_redshift_density(dL_samples, H0, 2.7)
    return jnp.sum(logsumexp(per_sample, axis=1))


scan = jax.jit(jax.vmap(log_likelihood, in_axes=(0, None)))


def main():
    return scan(H0_GRID, catalogue(jax.random.PRNGKey(0)))


if __name__ == "__main__":
    print(H0_GRID[jnp.argmax(main())])
