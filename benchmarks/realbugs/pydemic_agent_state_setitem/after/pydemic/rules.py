import jax
import jax.numpy as jnp

from pydemic.agents import DECEASED, IMMUNE, INFECTED, SUSCEPTIBLE


def move(key, position, nx, movemax):
    """Random moves of at most movemax pixels per direction, reflected into the domain."""
    step = jax.random.randint(key, position.shape, -movemax, movemax + 1)
    moved = position + step
    moved = jnp.where(moved < 0, -moved, moved)
    return jnp.where(moved >= nx, 2 * (nx - 1) - moved, moved)


def infect(key, status, position, probability):
    """Each susceptible agent sharing a pixel with an infected one catches the virus with the given probability."""
    same_pixel = jnp.all(position[:, None, :] == position[None, :, :], axis=-1)
    n_infected_here = jnp.sum(same_pixel & (status == INFECTED)[None, :], axis=1)
    escape = (1.0 - probability) ** n_infected_here
    caught = (status == SUSCEPTIBLE) & (jax.random.uniform(key, status.shape) > escape)
    return jnp.where(caught, INFECTED, status)


def recover(key, status, days_infected, time_until_recovery, mortality_rate):
    """Infected agents recover (immune) or die once their infection period is over."""
    over = (status == INFECTED) & (days_infected >= time_until_recovery)
    dies = jax.random.uniform(key, status.shape) < mortality_rate
    return jnp.where(over, jnp.where(dies, DECEASED, IMMUNE), status)
