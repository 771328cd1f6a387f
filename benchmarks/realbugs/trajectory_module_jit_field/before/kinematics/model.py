from typing import Callable

import equinox as eqx
import jax
import jax.numpy as jnp
from jaxtyping import Array


class ForwardKinematicTrajectory(eqx.Module):
    trajectory: eqx.nn.Linear
    scale_mixer: Array
    forward: Callable

    def __init__(self, fk_fn: Callable, key):
        self.trajectory = eqx.nn.Linear(1, 3, key=key)
        self.scale_mixer = jnp.ones((3, 1))
        self.forward = jax.jit(fk_fn)  # expect: JXL502

    def __call__(self, t):
        """End-effector position at time t (meant to be vmapped)."""
        return self.forward(self.trajectory(t) * self.scale_mixer[:, 0])
