"""Optimize the Gaussian width of the harmonic-oscillator trial state (exact: alpha = 0.5, E = 0.5)."""

import jax
import jax.numpy as jnp

from vmc import train


def main():
    walkers = jax.random.normal(jax.random.PRNGKey(0), (2048,))
    alpha, walkers, energies = train(jnp.asarray(1.2), jax.random.PRNGKey(1), walkers, num_epochs=30)
    return alpha, walkers, energies


if __name__ == "__main__":
    alpha, _, energies = main()
    print(float(alpha), energies[-5:])
