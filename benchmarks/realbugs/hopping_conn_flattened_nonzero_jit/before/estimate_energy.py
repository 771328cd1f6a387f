"""Monte Carlo energy estimate of a product-state ansatz for hard-core bosons on a chain."""

import jax
import jax.numpy as jnp

from bosechain import HardcoreHopping, local_values


def estimate(n_sites=6, n_samples=128, seed=0):
    key = jax.random.PRNGKey(seed)
    params = {"field": jnp.linspace(-0.2, 0.2, n_sites), "pair": jnp.asarray(0.1)}
    samples = jax.random.bernoulli(key, 0.5, (n_samples, n_sites)).astype(jnp.float32)
    hamiltonian = HardcoreHopping(n_sites)
    e_loc = local_values(hamiltonian, params, samples)
    return jnp.mean(e_loc), e_loc


if __name__ == "__main__":
    energy, _ = estimate()
    print("energy per sample:", float(energy))
