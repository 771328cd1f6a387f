import jax
import jax.numpy as jnp

from annealing import EnergyOrderedAnnealer, TemperatureLadder


def rugged_potential(x):
    """A 4-bead chain in a double well with a rough, sinusoidal surface."""
    return jnp.sum(5.0 * (x**2 - 1.0) ** 2 + 0.3 * jnp.sin(8.0 * x)) + jnp.sum(jnp.diff(x) ** 2)


def main(n_sweeps=200):
    annealer = EnergyOrderedAnnealer(rugged_potential, TemperatureLadder(0.05, 5.0, 8))
    positions = jnp.full((8, 4), 2.0)
    for key in jax.random.split(jax.random.PRNGKey(0), n_sweeps):
        positions = annealer.sweep(key, positions)
    return jax.vmap(rugged_potential)(positions)


if __name__ == "__main__":
    print("energies, coldest rung first:", main())
