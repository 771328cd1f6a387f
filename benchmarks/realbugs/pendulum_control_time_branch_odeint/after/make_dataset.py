"""Build a training trajectory for the Lagrangian network."""

import jax.numpy as jnp

from lnn.simulate import solve_analytical


def trajectory(duration=3.0, samples=31):
    x0 = jnp.array([3 * jnp.pi / 7, 3 * jnp.pi / 4, 0.0, 0.0], dtype=jnp.float32)
    times = jnp.linspace(0.0, duration, samples, dtype=jnp.float32)
    return solve_analytical(x0, times)


if __name__ == "__main__":
    print(trajectory()[-1])
