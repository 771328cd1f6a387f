import jax
import jax.numpy as jnp

from fitkit import fit


def main(num_steps=3):
    key = jax.random.PRNGKey(0)
    batches = []
    for batch_key in jax.random.split(key, num_steps):
        x = jax.random.normal(batch_key, (16, 2))
        batches.append((x, x @ jnp.array([2.0, -1.0]) + 0.5))
    params = {"w": jnp.zeros(2), "b": jnp.zeros(())}
    return fit(params, batches)


if __name__ == "__main__":
    main()
