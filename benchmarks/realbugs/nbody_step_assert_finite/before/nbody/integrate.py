import jax
import jax.numpy as np

from .forces import accelerations


@jax.jit
def leapfrog_step(positions, velocities, masses, dt):
    velocities = velocities + 0.5 * dt * accelerations(positions, masses)
    positions = positions + dt * velocities
    velocities = velocities + 0.5 * dt * accelerations(positions, masses)
    assert np.all(np.isfinite(positions)), "simulation blew up"  # expect: JXL102
    return positions, velocities
