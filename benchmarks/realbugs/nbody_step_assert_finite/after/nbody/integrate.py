import jax
import jax.numpy as np

from .forces import accelerations


@jax.jit
def leapfrog_step(positions, velocities, masses, dt):
    """One step, and whether every position is still finite (checked by the caller, on the host)."""
    velocities = velocities + 0.5 * dt * accelerations(positions, masses)
    positions = positions + dt * velocities
    velocities = velocities + 0.5 * dt * accelerations(positions, masses)
    return positions, velocities, np.all(np.isfinite(positions))
