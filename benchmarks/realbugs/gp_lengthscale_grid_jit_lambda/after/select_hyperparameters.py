import jax
import jax.numpy as jnp

from gpfit.selection import grid_search


def training_data(key, n=40, noise=0.1):
    x_key, y_key = jax.random.split(key)
    x = jnp.sort(jax.random.uniform(x_key, (n,), minval=-3.0, maxval=3.0))
    return x, jnp.sin(2.0 * x) + noise * jax.random.normal(y_key, (n,))


def main(lengthscales=(0.1, 0.3, 0.5, 1.0, 2.0), noises=(0.03, 0.1, 0.3)):
    x, y = training_data(jax.random.PRNGKey(7))
    best, table = grid_search(x, y, lengthscales, noises)
    print(f"best lengthscale {best[0]}, noise {best[1]}: -log ML {table[best]:.2f}")
    return best


if __name__ == "__main__":
    main()
