"""Penalty contact between a point foot and the ground."""
import jax.numpy as jnp

from legsim.terrain import FLAT_GROUND


def penetration(ground, foot):
    if ground == FLAT_GROUND:
        # On flat ground the vertical coordinate is already the signed distance.
        return jnp.minimum(foot[2], 0.0)
    depth = foot[2] - ground.elevation(foot[0], foot[1])
    return jnp.minimum(depth * ground.normal[2], 0.0)


def contact_force(ground, foot, stiffness=2.0e3, damping=30.0, velocity=None):
    depth = penetration(ground, foot)
    force = -stiffness * depth * jnp.asarray(ground.normal)
    if velocity is not None:
        force = force - damping * jnp.where(depth < 0.0, 1.0, 0.0) * velocity
    return force
