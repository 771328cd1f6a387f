import numpy as onp

import jax.numpy as jnp


def rotation(angle):
    c, s = jnp.cos(angle), jnp.sin(angle)
    return onp.stack([onp.stack([c, -s]), onp.stack([s, c])])  # expect: JXL401


def forward_kinematics(angles, lengths):
    """Tip position of a planar two-link arm."""
    elbow = rotation(angles[0]) @ jnp.array([lengths[0], 0.0])
    return elbow + rotation(angles[0] + angles[1]) @ jnp.array([lengths[1], 0.0])
