"""Magnetisation of a cold 16x16 Ising lattice started from all spins up."""

import jax
import jax.numpy as jnp

from ising.sampler import run_chain_jit


def main():
    spins, magnetisation = run_chain_jit(jax.random.PRNGKey(0), jnp.ones((16, 16)), 0.8, num_steps=2000)
    print("final magnetisation:", float(magnetisation[-1]))
    return magnetisation


if __name__ == "__main__":
    main()
