"""Fit a line to noisy data and keep the loss curve for plotting."""

import jax
import jax.numpy as jnp

from trainkit.callbacks import LossHistory
from trainkit.trainer import Trainer


def linear_model(params, x):
    return params["w"] * x + params["b"]


def make_batches(num_batches, batch_size):
    key = jax.random.PRNGKey(0)
    batches = []
    for _ in range(num_batches):
        key, x_key, noise_key = jax.random.split(key, 3)
        x = jax.random.uniform(x_key, (batch_size,), minval=-1.0, maxval=1.0)
        batches.append((x, 3.0 * x - 0.5 + 0.1 * jax.random.normal(noise_key, (batch_size,))))
    return batches


def main():
    history = LossHistory()
    trainer = Trainer(linear_model, learning_rate=0.2, callbacks=[history])
    params = trainer.fit({"w": jnp.zeros(()), "b": jnp.zeros(())}, make_batches(40, 32))
    print(f"w={float(params['w']):.2f} b={float(params['b']):.2f}, {len(history.values)} losses recorded")
    return params, history


if __name__ == "__main__":
    main()
