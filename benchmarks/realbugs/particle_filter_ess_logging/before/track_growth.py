import logging

import jax
import jax.numpy as jnp

from smc.filter import BootstrapParticleFilter
from smc.models import NonlinearGrowth


def simulate(key, model, n_steps):
    x, states, observations = 0.1, [], []
    for t, step_key in enumerate(jax.random.split(key, n_steps), start=1):
        move_key, obs_key = jax.random.split(step_key)
        x = model.propagate(move_key, x, float(t))
        states.append(x)
        observations.append(x**2 / 20.0 + model.obs_std * jax.random.normal(obs_key))
    return jnp.stack(states), jnp.stack(observations)


def main(n_steps=50):
    logging.basicConfig(level=logging.INFO, format="%(name)s: %(message)s")
    model = NonlinearGrowth()
    states, observations = simulate(jax.random.PRNGKey(2), model, n_steps)
    estimates = BootstrapParticleFilter(model).filter(jax.random.PRNGKey(3), observations)
    abs_error = float(jnp.mean(jnp.abs(jnp.abs(estimates) - jnp.abs(states))))
    print(f"mean absolute error of |x|: {abs_error:.2f}")
    return abs_error


if __name__ == "__main__":
    main()
