"""Stability of the predator-prey dynamics along a grid of states."""

import jax.numpy as jnp

from popdyn.sensitivity import jacobians_at


def main():
    states = jnp.stack([jnp.linspace(1.0, 6.0, 6), jnp.linspace(0.5, 3.0, 6)], axis=1)
    jacobians = jacobians_at(states)
    print("largest real eigenvalue:", jnp.max(jnp.linalg.eigvals(jacobians).real, axis=1))
    return jacobians


if __name__ == "__main__":
    main()
