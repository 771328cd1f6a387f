import jax
import jax.numpy as jnp

from clf import run_training


def make_batches(num_batches):
    batches = []
    for key in jax.random.split(jax.random.PRNGKey(0), num_batches):
        x = jax.random.normal(key, (32, 3))
        batches.append((x, (x @ jnp.array([1.0, -1.0, 0.5]) > 0).astype(jnp.float32)))
    return batches


def main(num_epochs=2):
    params = {"w": jnp.zeros(3), "b": jnp.zeros(())}
    params, _ = run_training(params, make_batches(4), num_epochs)
    return params


if __name__ == "__main__":
    print(main())
