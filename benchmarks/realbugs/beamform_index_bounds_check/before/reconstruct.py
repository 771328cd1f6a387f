"""Reconstruct an image line from simulated plane-wave channel data."""

import jax
import jax.numpy as jnp

from beamkit.das import DelayAndSum


def simulated_channels(n_elements=8, n_samples=256):
    t = jnp.arange(n_samples)
    return jnp.sin(0.3 * t)[None, :] * jnp.ones((n_elements, 1))


def reconstruct():
    beamformer = DelayAndSum(jnp.linspace(-2e-3, 2e-3, 8))
    grid = jnp.stack([jnp.zeros(16), jnp.linspace(1e-3, 4e-3, 16)], axis=1)
    return jax.jit(beamformer.image)(simulated_channels(), grid)


if __name__ == "__main__":
    print(reconstruct())
