"""Immutable simulator state: positions and velocities of the bodies, and the env state around them."""

import dataclasses

import jax


@jax.tree_util.register_dataclass
@dataclasses.dataclass(frozen=True)
class QP:
    pos: jax.Array
    vel: jax.Array

    def replace(self, **changes):
        return dataclasses.replace(self, **changes)


@jax.tree_util.register_dataclass
@dataclasses.dataclass(frozen=True)
class State:
    qp: QP
    obs: jax.Array
    reward: jax.Array

    def replace(self, **changes):
        return dataclasses.replace(self, **changes)
