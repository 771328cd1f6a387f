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
    in_contact = overlap > 0
    normal = delta / dist[:, :, None]
    rel_vel = jnp.sum((state.vel[:, None, :] - state.vel[None, :, :]) * normal, axis=-1)
    magnitude = jnp.where(in_contact, system.stiffness * overlap - system.damping * rel_vel, 0.0)
    return jnp.sum(magnitude[:, :, None] * normal, axis=1)


def total_force(state, system):
    gravity = jnp.zeros_like(state.pos).at[:, 1].set(-system.gravity * state.mass)
    return contact_forces(state, system) + wall_forces(state, system) + gravity
