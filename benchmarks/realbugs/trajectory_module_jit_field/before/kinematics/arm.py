"""Forward kinematics of a planar three-link arm."""

import jax.numpy as jnp

LINKS = jnp.array([1.0, 0.8, 0.5])


def planar_arm_fk(angles):
    """End-effector (x, y) of joint angles (3,)."""
    cumulative = jnp.cumsum(angles)
    return jnp.stack([jnp.sum(LINKS * jnp.cos(cumulative)), jnp.sum(LINKS * jnp.sin(cumulative))])
