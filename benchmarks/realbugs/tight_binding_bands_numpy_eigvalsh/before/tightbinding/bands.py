import jax
import jax.numpy as jnp
import numpy as np


def bloch_hamiltonian(kpt, h, t):
    """h(k) = h + c(k) t + (c(k) t)^H for nearest-cell hopping, k in units of the reciprocal lattice vector."""
    phase = jnp.exp(2j * jnp.pi * kpt)
    hopping = phase * t
    return h + hopping + hopping.conj().T


def band_energies(kpt, h, t):
    return np.linalg.eigvalsh(bloch_hamiltonian(kpt, h, t))  # expect: JXL401


band_structure = jax.jit(jax.vmap(band_energies, in_axes=(0, None, None)))
