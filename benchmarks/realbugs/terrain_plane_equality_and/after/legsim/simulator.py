"""Semi-implicit Euler integration of a point mass dropped on the ground."""
from functools import partial

import jax
import jax.numpy as jnp

from legsim.contact import contact_force

GRAVITY = jnp.array([0.0, 0.0, -9.81])


def _step(ground, mass, dt, pos, vel):
    force = mass * GRAVITY + contact_force(ground, pos, velocity=vel)
    vel = vel + dt * force / mass
    return pos + dt * vel, vel


@partial(jax.jit, static_argnames=("ground",))
def simulate(ground, pos, vel, mass=1.0, dt=1e-3):
    def body(_, carry):
        return _step(ground, mass, dt, *carry)

    return jax.lax.fori_loop(0, 400, body, (pos, vel))
