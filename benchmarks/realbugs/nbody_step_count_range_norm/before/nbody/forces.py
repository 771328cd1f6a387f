import jax.numpy as jnp
import numpy as np


def gravitational_accel(positions, masses, softening):
    """Softened Newtonian acceleration of every body (G = 1)."""
    displacement = positions[None, :, :] - positions[:, None, :]
    distance = np.linalg.norm(displacement, axis=-1) + softening  # expect: JXL401
    weights = masses[None, :] / distance ** 3
    return jnp.sum(displacement * weights[:, :, None], axis=1)
