"""Planar serial chain: link lengths and joint offsets are the forward-kinematics data of a robot."""

from typing import NamedTuple

import jax
import jax.numpy as jnp


class FKData(NamedTuple):
    link_lengths: jax.Array
    joint_offsets: jax.Array


def end_effector(q, fk: FKData):
    angles = jnp.cumsum(q + fk.joint_offsets)
    return jnp.stack([jnp.sum(fk.link_lengths * jnp.cos(angles)), jnp.sum(fk.link_lengths * jnp.sin(angles))])
