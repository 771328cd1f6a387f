import jax
import jax.numpy as jnp


def lennard_jones_energy(positions, box, epsilon=1.0, sigma=1.0):
    """Total Lennard-Jones energy with the minimum-image convention in a periodic square box."""
    delta = positions[:, None, :] - positions[None, :, :]
    delta = delta - box * jnp.round(delta / box)
    r2 = jnp.sum(delta**2, axis=-1) + jnp.eye(positions.shape[0])
    inv6 = (sigma**2 / r2) ** 3
    pair = 4.0 * epsilon * (inv6**2 - inv6)
    return 0.5 * jnp.sum(pair * (1.0 - jnp.eye(positions.shape[0])))


lennard_jones_forces = jax.grad(lambda positions, box: -lennard_jones_energy(positions, box))
