import jax.numpy as jnp


class Honeycomb:
    """Nearest-neighbour tight binding on a honeycomb lattice (graphene, or hBN with a staggered potential)."""

    def __init__(self, hopping=2.7, staggered=0.0, bond=1.42):
        self.hopping = hopping
        self.staggered = staggered
        self.deltas = bond * jnp.array([[1.0, 0.0], [-0.5, 3**0.5 / 2], [-0.5, -(3**0.5) / 2]])

    def bloch(self, k):
        f = jnp.sum(jnp.exp(1j * self.deltas @ k))
        off = -self.hopping * f
        return jnp.array([[self.staggered / 2, off], [jnp.conj(off), -self.staggered / 2]])


def high_symmetry_path(bond=1.42, n=60):
    """Gamma -> K -> M -> Gamma."""
    gamma = jnp.zeros(2)
    corner = jnp.array([2 * jnp.pi / (3 * bond), 2 * jnp.pi / (3 * 3**0.5 * bond)])
    middle = jnp.array([2 * jnp.pi / (3 * bond), 0.0])
    legs = [(gamma, corner), (corner, middle), (middle, gamma)]
    t = jnp.linspace(0.0, 1.0, n, endpoint=False)[:, None]
    return jnp.concatenate([a + t * (b - a) for a, b in legs])
