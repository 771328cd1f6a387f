import jax.numpy as np


def accelerations(positions, masses, softening=0.05):
    delta = positions[None, :, :] - positions[:, None, :]
    inv_r3 = (np.sum(delta ** 2, axis=-1) + softening ** 2) ** -1.5
    return np.sum(delta * (masses[None, :] * inv_r3)[..., None], axis=1)
