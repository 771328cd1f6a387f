import jax
import jax.numpy as jnp

from .dynamics import step

Q = jnp.array([1.0, 0.1, 10.0, 0.1])
R = 0.001


def rollout(state, forces):
    def body(s, u):
        nxt = step(s, u)
        return nxt, nxt
    _, states = jax.lax.scan(body, state, forces)
    return states


def horizon_cost(forces, state):
    states = rollout(state, forces)
    return jnp.sum(states ** 2 @ Q) + R * jnp.sum(forces ** 2)
