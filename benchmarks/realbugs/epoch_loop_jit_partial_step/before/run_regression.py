import jax
import jax.numpy as jnp

from regress import TrainConfig, fit, init_params

TRUE_W = jnp.array([1.0, -2.0, 0.5])


def make_batches(key, n_batches=4, batch_size=32):
    batches = []
    for batch_key in jax.random.split(key, n_batches):
        x = jax.random.normal(batch_key, (batch_size, 3))
        batches.append((x, x @ TRUE_W + 0.3))
    return batches


BATCHES = make_batches(jax.random.PRNGKey(1))
CONFIG = TrainConfig()


def main(epochs=None):
    params = init_params(jax.random.PRNGKey(0), 3)
    params, losses = fit(params, BATCHES, CONFIG, epochs)
    return params["w"]


if __name__ == "__main__":
    print(main())
