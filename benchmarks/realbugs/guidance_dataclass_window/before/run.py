import jax.numpy as jnp

from guidance import GuidanceParams
from optimizer import optimize_trajectory


def main():
    trajectory = jnp.zeros((16, 3))
    target = jnp.linspace(0.0, 1.0, 48).reshape(16, 3)
    return optimize_trajectory(trajectory, target, GuidanceParams(window=5))
