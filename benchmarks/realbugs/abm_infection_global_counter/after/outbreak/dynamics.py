import jax
import jax.numpy as jnp

from outbreak.population import INFECTED, REMOVED, SUSCEPTIBLE


def walk(key, population, width, height):
    """Everyone walks one metre in a random direction; the world wraps around."""
    angle = jax.random.uniform(key, population.x.shape) * 2 * jnp.pi
    return population._replace(x=(population.x + jnp.cos(angle)) % width, y=(population.y + jnp.sin(angle)) % height)


def infect(key, population, probability, radius, duration):
    """A susceptible person within `radius` of an infected one catches it with `probability`; also the number caught."""
    dx = population.x[:, None] - population.x[None, :]
    dy = population.y[:, None] - population.y[None, :]
    near_infected = jnp.any((dx**2 + dy**2 < radius**2) & (population.status[None, :] == INFECTED), axis=1)
    exposed = (population.status == SUSCEPTIBLE) & near_infected
    caught = exposed & (jax.random.uniform(key, exposed.shape) < probability)
    return population._replace(status=jnp.where(caught, INFECTED, population.status),
                               timer=jnp.where(caught, duration, population.timer)), jnp.sum(caught)


def recover(population):
    timer = jnp.maximum(population.timer - 1, 0)
    done = (population.status == INFECTED) & (timer == 0)
    return population._replace(status=jnp.where(done, REMOVED, population.status), timer=timer)
