import jax
import jax.numpy as jnp

from .solve import simulate


def transition_pairs(system, initial_conditions, dt=0.01, num_steps=400, burn_in=100):
    """(x_t, x_{t+1}) pairs for system identification, one trajectory per initial condition."""
    inputs, targets = [], []
    for x0 in initial_conditions:
        trajectory = simulate(system, x0, dt, num_steps)
        kept = trajectory[burn_in:]
        inputs.append(kept[:-1])
        targets.append(kept[1:])
    return jnp.concatenate(inputs), jnp.concatenate(targets)


def random_initial_conditions(key, count, scale=10.0):
    return list(scale * jax.random.normal(key, (count, 3)) + jnp.array([0.0, 0.0, 25.0]))
