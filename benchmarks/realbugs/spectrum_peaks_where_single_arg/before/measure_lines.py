"""Measure the strongest line in each of a batch of synthetic spectra."""

import jax
import jax.numpy as jnp

from specfit.lines import strongest_line

WAVELENGTHS = jnp.linspace(500.0, 700.0, 400)
CENTRES = jnp.array([520.0, 560.0, 610.0, 655.0])

measure = jax.jit(jax.vmap(strongest_line, in_axes=(None, 0, None)))


def synthetic_spectra(key):
    heights = jax.random.uniform(key, (6, 4), minval=0.5, maxval=2.0)
    profiles = jnp.exp(-0.5 * ((WAVELENGTHS[None, :] - CENTRES[:, None]) / 2.0) ** 2)
    return heights @ profiles, CENTRES[jnp.argmax(heights, axis=1)]


def main():
    spectra, expected = synthetic_spectra(jax.random.PRNGKey(3))
    positions, heights = measure(WAVELENGTHS, spectra, 0.1)
    return positions, expected


if __name__ == "__main__":
    print(main())
