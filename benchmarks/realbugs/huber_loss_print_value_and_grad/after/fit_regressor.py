import jax
import jax.numpy as jnp

from regressor.step import train_step


def batches(key, num_batches, batch_size=16, dim=3):
    for batch_key in jax.random.split(key, num_batches):
        x = jax.random.normal(batch_key, (batch_size, dim))
        yield x, x @ jnp.array([1.0, -2.0, 0.5]) + 0.3


def main(num_batches=5):
    params = {"w": jnp.zeros(3), "b": jnp.zeros(())}
    for x, y in batches(jax.random.PRNGKey(0), num_batches):
        params, _ = train_step(params, x, y)
    return params


if __name__ == "__main__":
    main()
