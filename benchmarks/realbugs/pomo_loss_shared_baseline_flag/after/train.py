"""Train the routing policy on random instances with POMO-style rollouts (tours from every start city)."""

import dataclasses

import jax
import jax.numpy as jnp

from routerl.policy import init_policy
from routerl.trainer import update


@dataclasses.dataclass
class Config:
    num_instances: int = 8
    num_cities: int = 6
    learning_rate: float = 0.05
    steps: int = 20
    use_shared_baseline: bool = True


def rollouts(key, num_instances, num_cities):
    """Random tours starting from each city; returns are negative tour lengths."""
    coords = jax.random.uniform(key, (num_instances, num_cities, 2))
    starts = jnp.arange(num_cities)
    tours = (starts[:, None] + jnp.arange(num_cities)[None, :]) % num_cities
    tours = jnp.broadcast_to(tours, (num_instances, num_cities, num_cities))
    ordered = jnp.take_along_axis(coords[:, None], tours[..., None], axis=2)
    lengths = jnp.linalg.norm(ordered - jnp.roll(ordered, -1, axis=2), axis=-1).sum(-1)
    return coords, tours, -lengths


def main(config):
    key = jax.random.PRNGKey(0)
    params = init_policy(key, 16)
    for step in range(config.steps):
        key, data_key = jax.random.split(key)
        coords, tours, returns = rollouts(data_key, config.num_instances, config.num_cities)
        params, loss = update(params, coords, tours, returns, config.learning_rate, config.use_shared_baseline)
        if step % 5 == 0:
            print(step, float(loss))
    return params


if __name__ == "__main__":
    main(Config())
