import jax.numpy as jnp

from odekit import SolverConfig, integrate


def main():
    config = SolverConfig(dt=0.01, num_steps=100)
    return integrate(config, jnp.ones(3), jnp.array([0.5, 1.0, 2.0]))


if __name__ == "__main__":
    print(main())
