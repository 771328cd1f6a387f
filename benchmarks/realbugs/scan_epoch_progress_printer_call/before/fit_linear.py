import jax
import jax.numpy as jnp

from scanfit.reporting import ProgressPrinter
from scanfit.trainer import ScanTrainer


def make_batches(key, num_batches=8, batch_size=32, dim=4):
    x_key, noise_key = jax.random.split(key)
    x = jax.random.normal(x_key, (num_batches, batch_size, dim))
    y = x @ jnp.arange(1.0, dim + 1.0) + 0.1 * jax.random.normal(noise_key, (num_batches, batch_size))
    return x, y


def main(num_epochs=2):
    x_batches, y_batches = make_batches(jax.random.PRNGKey(0))
    trainer = ScanTrainer(0.1, ProgressPrinter("linear"))
    w = jnp.zeros(x_batches.shape[-1])
    for _ in range(num_epochs):
        w, losses = trainer.run_epoch(w, x_batches, y_batches)
    return w, losses


if __name__ == "__main__":
    main()
