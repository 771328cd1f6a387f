import functools

import jax
import jax.numpy as jnp

from outbreak import dynamics
from outbreak.population import INFECTED, SUSCEPTIBLE, seed_population


@functools.partial(jax.jit, static_argnames=("width", "height", "duration"))
def advance_day(key, population, probability, radius, width=30.0, height=30.0, duration=10):
    walk_key, infect_key = jax.random.split(key)
    population = dynamics.walk(walk_key, population, width, height)
    population = dynamics.infect(infect_key, population, probability, radius, duration)
    return dynamics.recover(population)


def main(n_people=300, probability=0.3, radius=3.0, max_days=200):
    key = jax.random.PRNGKey(8)
    population = seed_population(key, n_people, 30.0, 30.0, 10)
    for day in range(max_days):
        key, day_key = jax.random.split(key)
        population = advance_day(day_key, population, probability, radius)
        if int(jnp.sum(population.status == INFECTED)) == 0:
            break
    ever_infected = int(jnp.sum(population.status != SUSCEPTIBLE))
    total = int(dynamics.TOTAL_INFECTIONS)
    print(f"outbreak over after {day + 1} days: {ever_infected} of {n_people} infected, {total} transmissions")
    return ever_infected, total


if __name__ == "__main__":
    main()
