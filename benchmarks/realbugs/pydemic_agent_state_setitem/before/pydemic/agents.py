from typing import NamedTuple

import jax
import jax.numpy as jnp

SUSCEPTIBLE, INFECTED, IMMUNE, DECEASED = 0, 1, 2, 3


class AgentState(NamedTuple):
    position: jnp.ndarray  # (n_agents, 2) integer pixel coordinates
    status: jnp.ndarray  # (n_agents,) one of the four codes above
    days_infected: jnp.ndarray  # (n_agents,)


def populate(key, n_agents, nx, n_initial_infected):
    position = jax.random.randint(key, (n_agents, 2), 0, nx)
    status = jnp.where(jnp.arange(n_agents) < n_initial_infected, INFECTED, SUSCEPTIBLE)
    return AgentState(position, status, jnp.zeros(n_agents, dtype=jnp.int32))
