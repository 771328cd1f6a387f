import jax.numpy as jnp


def hubbard_ring(n_sites, hopping=1.0, onsite=4.0):
    """Core Hamiltonian and on-site two-electron integrals of a Hubbard ring in the site basis."""
    idx = jnp.arange(n_sites)
    h_core = jnp.zeros((n_sites, n_sites))
    h_core = h_core.at[idx, (idx + 1) % n_sites].set(-hopping)
    h_core = h_core.at[(idx + 1) % n_sites, idx].set(-hopping)
    eri = jnp.zeros((n_sites,) * 4).at[idx, idx, idx, idx].set(onsite)
    return h_core, eri
