"""Sample a 16x16 Ising lattice below the critical temperature and check the energy trace."""

import jax
import jax.numpy as jnp

from isingmc.lattice import total_energy
from isingmc.metropolis import run_chain

run = jax.jit(run_chain, static_argnums=4)


def main():
    init_key, chain_key = jax.random.split(jax.random.PRNGKey(0))
    spins = jax.random.choice(init_key, jnp.array([-1.0, 1.0]), (16, 16))
    final, energies = run(spins, 0.6, 1.0, chain_key, 4000)
    return final, energies, total_energy(final, 1.0)


if __name__ == "__main__":
    final, energies, energy = main()
    print(energies[-1], energy)
