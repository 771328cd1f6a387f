import logging

import numpy as np

from cbtrain.callbacks import CallbackRunner, GradientMonitorCallback
from cbtrain.trainer import Trainer

logger = logging.getLogger("cbtrain.gradients")


def cubic_batches(num_batches, batch_size=64, seed=0):
    rng = np.random.default_rng(seed)
    batches = []
    for _ in range(num_batches):
        x = rng.uniform(-1.0, 1.0, batch_size).astype(np.float32)
        batches.append((x, (0.5 * x ** 3 - x + 0.2 + 0.05 * rng.normal(size=batch_size)).astype(np.float32)))
    return batches


def main(num_epochs=4, num_batches=25):
    runner = CallbackRunner([GradientMonitorCallback(logger)])
    trainer = Trainer(runner, degree=3, learning_rate=0.3)
    params, history = trainer.train(cubic_batches(num_batches), num_epochs)
    return history


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    main()
