import logging

import jax
import numpy as np

from lmeval.bigram import init_bigram, sgd_step
from lmeval.evaluator import Evaluator
from lmeval.loggers import ConsoleMetricsLogger

VOCAB_SIZE = 12


def markov_sequences(rng, transition, num_sequences, length):
    tokens = np.zeros((num_sequences, length), dtype=np.int32)
    tokens[:, 0] = rng.integers(0, VOCAB_SIZE, num_sequences)
    for t in range(1, length):
        cumulative = transition[tokens[:, t - 1]].cumsum(axis=1)
        tokens[:, t] = (rng.random((num_sequences, 1)) < cumulative).argmax(axis=1)
    return tokens


def main(num_epochs=3, steps_per_epoch=50, num_eval_batches=4):
    rng = np.random.default_rng(0)
    transition = rng.dirichlet(0.3 * np.ones(VOCAB_SIZE), size=VOCAB_SIZE)
    eval_batches = [markov_sequences(rng, transition, 32, 33) for _ in range(num_eval_batches)]
    evaluator = Evaluator(ConsoleMetricsLogger())
    params = init_bigram(jax.random.PRNGKey(0), VOCAB_SIZE)
    history = []
    step = 0
    for _ in range(num_epochs):
        for _ in range(steps_per_epoch):
            params, _ = sgd_step(params, markov_sequences(rng, transition, 32, 33), 2.0)
            step += 1
        history.append(evaluator.evaluate(params, eval_batches, step))
    return history


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    print(main())
