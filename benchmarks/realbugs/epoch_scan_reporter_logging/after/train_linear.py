import logging

import jax
import jax.numpy as jnp

from scanfit.reporting import StepReporter
from scanfit.trainer import ScanTrainer

STEPS_PER_EPOCH = 5


def make_epoch(key):
    x = jax.random.normal(key, (STEPS_PER_EPOCH, 16, 3))
    return x, x @ jnp.array([0.5, -1.0, 2.0])


def main(epochs=2):
    logging.basicConfig(level=logging.INFO)
    trainer = ScanTrainer(StepReporter("linear"), learning_rate=0.1)
    params = {"w": jnp.zeros(3)}
    for epoch, key in enumerate(jax.random.split(jax.random.PRNGKey(0), epochs)):
        xs, ys = make_epoch(key)
        first_step = epoch * STEPS_PER_EPOCH
        params, losses = trainer.run_epoch(params, xs, ys, first_step)
        for offset, loss in enumerate(losses.tolist()):
            trainer.reporter.report(first_step + offset, loss)
    return params


if __name__ == "__main__":
    print(main())
