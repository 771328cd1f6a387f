import jax
import jax.numpy as jnp


def wall_forces(state, system):
    """Linear springs pushing grains back inside the box [0, box] x [0, inf)."""
    below = jnp.maximum(state.rad[:, None] - state.pos, 0.0)
    above = jnp.maximum(state.pos + state.rad[:, None] - system.box, 0.0)
    return system.stiffness * (below - above)


def contact_forces(state, system):
    """Damped linear-spring forces between overlapping grains, summed per grain."""
    n = state.pos.shape[0]
    delta = state.pos[:, None, :] - state.pos[None, :, :]
    dist = jnp.sqrt(jnp.sum(delta ** 2, axis=-1) + jnp.eye(n))
    overlap = state.rad[:, None] + state.rad[None, :] - dist
    i, j = jnp.argwhere(jnp.triu(overlap > 0, k=1)).T  # expect: JXL106
    normal = delta[i, j] / dist[i, j][:, None]
    rel_vel = jnp.sum((state.vel[i] - state.vel[j]) * normal, axis=1)
    magnitude = system.stiffness * overlap[i, j] - system.damping * rel_vel
    pair_force = magnitude[:, None] * normal
    force = jax.ops.segment_sum(pair_force, i, num_segments=n)
    return force - jax.ops.segment_sum(pair_force, j, num_segments=n)


def total_force(state, system):
    gravity = jnp.zeros_like(state.pos).at[:, 1].set(-system.gravity * state.mass)
    return contact_forces(state, system) + wall_forces(state, system) + gravity
