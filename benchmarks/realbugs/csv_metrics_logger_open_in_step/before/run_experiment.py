import os

import jax
import jax.numpy as jnp

from tracker.csv_logger import CSVLogger
from tracker.experiment import Experiment, SoftmaxRegression


def make_batches(key, num_batches, batch_size=64, num_features=16, num_classes=4):
    centers = 2.0 * jax.random.normal(key, (num_classes, num_features))
    batches = []
    for batch_key in jax.random.split(jax.random.fold_in(key, 1), num_batches):
        label_key, noise_key = jax.random.split(batch_key)
        labels = jax.random.randint(label_key, (batch_size,), 0, num_classes)
        batches.append((centers[labels] + jax.random.normal(noise_key, (batch_size, num_features)), labels))
    return batches


def main(log_dir, num_batches=10):
    logger = CSVLogger(os.path.join(log_dir, "metrics.csv"), ["step", "loss", "accuracy"])
    experiment = Experiment(SoftmaxRegression(16, 4), logger, learning_rate=0.1)
    state = experiment.run(jax.random.PRNGKey(0), make_batches(jax.random.PRNGKey(1), num_batches))
    return logger, state


if __name__ == "__main__":
    logger, state = main(".")
    print(logger.rows()[-1], int(jnp.asarray(state.step)))
