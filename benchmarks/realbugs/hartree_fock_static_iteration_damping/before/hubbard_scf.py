import jax.numpy as jnp
import numpy as np

from scfkit import RestrictedHartreeFock, hubbard_ring


def ground_state(n_sites=6, onsite=2.0, seed=0):
    h_core, eri = hubbard_ring(n_sites, onsite=onsite)
    solver = RestrictedHartreeFock(h_core, eri, n_electrons=n_sites)
    guess = np.random.default_rng(seed).normal(0.0, 0.1, (n_sites, n_sites))
    density0 = jnp.asarray(guess + guess.T + np.eye(n_sites))
    return solver.run(density0)


if __name__ == "__main__":
    _, energies = ground_state()
    print(len(energies), energies[-1])
