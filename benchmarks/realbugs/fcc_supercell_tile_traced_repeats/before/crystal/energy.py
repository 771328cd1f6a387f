import jax
import jax.numpy as jnp


@jax.jit
def lennard_jones_energy(positions, box, epsilon=1.0, sigma=1.0, cutoff=2.5):
    delta = positions[:, None, :] - positions[None, :, :]
    delta = delta - box * jnp.round(delta / box)
    r2 = jnp.sum(delta**2, axis=-1)
    n = positions.shape[0]
    r2 = jnp.where(jnp.eye(n, dtype=bool), jnp.inf, r2)
    sr6 = (sigma**2 / r2) ** 3
    pair = 4.0 * epsilon * (sr6**2 - sr6)
    return 0.5 * jnp.sum(jnp.where(r2 < cutoff**2, pair, 0.0))
