"""Kernels ported from the numba version of the integrator (there they updated the arrays in place)."""

import jax
import jax.numpy as jnp


@jax.jit
def pairwise_forces(positions, masses, softening):
    delta = positions[None, :, :] - positions[:, None, :]
    dist3 = (jnp.sum(delta ** 2, axis=-1) + softening ** 2) ** 1.5
    return jnp.sum(masses[None, :, None] * delta / dist3[:, :, None], axis=1)


@jax.jit
def kick(velocities, forces, dt):
    # JAX arrays are values: the kicked velocities are returned, where numba wrote into its argument.
    return velocities + dt * forces


@jax.jit
def drift(positions, velocities, dt):
    return positions + dt * velocities
