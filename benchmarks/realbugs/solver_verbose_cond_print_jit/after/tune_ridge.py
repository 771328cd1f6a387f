import jax
import jax.numpy as jnp

from ridge.tuning import best_penalty, validation_loss


def make_data(n=60, d=4, seed=0):
    kx, kn = jax.random.split(jax.random.PRNGKey(seed))
    x = jax.random.normal(kx, (n, d))
    y = x @ jnp.array([1.0, -2.0, 0.5, 0.0]) + 0.3 * jax.random.normal(kn, (n,))
    return x[:40], y[:40], x[40:], y[40:]


if __name__ == "__main__":
    print("best penalty:", best_penalty([0.01, 0.1, 1.0], *make_data()))
    print(validation_loss(0.1, *make_data()))
