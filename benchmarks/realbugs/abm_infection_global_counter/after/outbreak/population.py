from typing import NamedTuple

import jax
import jax.numpy as jnp

SUSCEPTIBLE, INFECTED, REMOVED = 0, 1, 2


class Population(NamedTuple):
    x: jnp.ndarray
    y: jnp.ndarray
    status: jnp.ndarray
    timer: jnp.ndarray


def seed_population(key, n_people, width, height, duration):
    """Everyone susceptible at a uniform random place, except person 0, infected for `duration` days."""
    x_key, y_key = jax.random.split(key)
    status = jnp.zeros(n_people, dtype=jnp.int32).at[0].set(INFECTED)
    timer = jnp.zeros(n_people, dtype=jnp.int32).at[0].set(duration)
    return Population(jax.random.uniform(x_key, (n_people,)) * width, jax.random.uniform(y_key, (n_people,)) * height,
                      status, timer)
