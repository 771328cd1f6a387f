import jax
import jax.numpy as jnp


class SoftSphere:
    def __init__(self, sigma=1.0, epsilon=1.0, cutoff=2.5):
        self.sigma = sigma
        self.epsilon = epsilon
        self.cutoff = cutoff

    def pair_energy(self, r):
        r = jnp.minimum(r, self.cutoff)
        return self.epsilon * (self.sigma / r) ** 12

    def energy(self, positions):
        dr = positions[:, None, :] - positions[None, :, :]
        r = jnp.sqrt(jnp.sum(dr ** 2, axis=-1) + jnp.eye(positions.shape[0]))
        pair = jax.vmap(jax.vmap(self.pair_energy))(r)
        return 0.5 * jnp.sum(pair * (1 - jnp.eye(positions.shape[0])))
