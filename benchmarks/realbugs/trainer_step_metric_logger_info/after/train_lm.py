"""Fit a bigram model on random token pairs, logging every step to the console."""

import logging

import jax
import jax.numpy as jnp

from lmtrain.tracking import MetricLogger
from lmtrain.trainer import Trainer


def bigram_loss(params, batch):
    logits = params["table"][batch[:, 0]]
    log_probs = jax.nn.log_softmax(logits)
    return -jnp.mean(jnp.take_along_axis(log_probs, batch[:, 1:2], axis=1))


def main():
    logging.basicConfig(level=logging.INFO)
    key = jax.random.PRNGKey(0)
    params = {"table": jnp.zeros((16, 16))}
    batches = [jax.random.randint(jax.random.fold_in(key, i), (32, 2), 0, 16) for i in range(10)]
    trainer = Trainer(bigram_loss, learning_rate=0.5, max_grad_norm=1.0, metric_logger=MetricLogger("bigram"))
    trainer.fit(params, batches)


if __name__ == "__main__":
    main()
