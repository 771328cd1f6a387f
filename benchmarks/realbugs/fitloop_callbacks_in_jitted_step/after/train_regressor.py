import jax
import jax.numpy as jnp

from fitloop.callbacks import History, LossLogger
from fitloop.loop import fit


def mse(params, batch):
    return jnp.mean((batch["x"] @ params["w"] - batch["y"]) ** 2)


def main(num_batches=4):
    key = jax.random.PRNGKey(0)
    true_w = jnp.arange(3.0)
    batches = []
    for batch_key in jax.random.split(key, num_batches):
        x = jax.random.normal(batch_key, (16, 3))
        batches.append({"x": x, "y": x @ true_w})
    history = History()
    params = fit({"w": jnp.zeros(3)}, batches, mse, 0.1, callbacks=[LossLogger(), history])
    return params, history


if __name__ == "__main__":
    print(main()[1].losses)
