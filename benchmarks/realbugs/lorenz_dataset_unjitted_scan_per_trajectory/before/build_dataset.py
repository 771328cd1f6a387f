import jax
import jax.numpy as jnp

from dynsys.dataset import random_initial_conditions, transition_pairs
from dynsys.systems import Lorenz63


def fit_linear_map(inputs, targets):
    """Least-squares one-step linear surrogate, a first identification baseline."""
    design = jnp.concatenate([inputs, jnp.ones((inputs.shape[0], 1))], axis=1)
    coefficients, *_ = jnp.linalg.lstsq(design, targets)
    residual = targets - design @ coefficients
    return coefficients, float(jnp.sqrt(jnp.mean(residual ** 2)))


def main(num_trajectories=8):
    system = Lorenz63()
    starts = random_initial_conditions(jax.random.PRNGKey(0), num_trajectories)
    inputs, targets = transition_pairs(system, starts)
    _, rmse = fit_linear_map(inputs, targets)
    print(f"{inputs.shape[0]} pairs, linear one-step rmse {rmse:.4f}")
    return system, starts, inputs, rmse


if __name__ == "__main__":
    main()
