import jax
import jax.numpy as jnp

from interp import randomized_interp

GRID = jnp.linspace(0.0, 1.0, 6)
VALUES = jnp.array([0.0, 1.0, 0.5, 2.0, 1.5, 3.0])


def augmented_curve(seed, n_points=40):
    x = jnp.linspace(0.0, 1.0, n_points)
    return randomized_interp(x, GRID, VALUES, jax.random.PRNGKey(seed))


if __name__ == "__main__":
    print(augmented_curve(0))
