"""A counter world: each action adds its own displacement to the observation."""
import jax
import jax.numpy as jnp
from gridworld.structs import dataclass


@dataclass
class State:
    obs: jax.Array


DISPLACEMENTS = (
    jnp.array([0, 1, 7]),
    jnp.array([5, 0, 1]),
    jnp.array([0, 1, 2]),
    jnp.array([4, 0, 3]),
    jnp.array([0, 3, 4]),
)
NUM_ACTIONS = len(DISPLACEMENTS)


def step(state, action):
    branches = [lambda obs, d=d: obs + d for d in DISPLACEMENTS]
    return State(obs=jax.lax.switch(action, branches, state.obs))
