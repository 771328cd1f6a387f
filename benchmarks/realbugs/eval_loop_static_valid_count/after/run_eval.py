import jax
import numpy as np

from textcls.data import padded_batches
from textcls.evaluation import evaluate
from textcls.model import init_params


def main(num_batches=6, batch_size=32):
    rng = np.random.default_rng(1)
    tokens = rng.integers(0, 50, size=(num_batches * batch_size, 12))
    labels = rng.integers(0, 3, size=num_batches * batch_size)
    params = init_params(jax.random.PRNGKey(0))
    return evaluate(params, padded_batches(tokens, labels, batch_size, keep_fraction=0.7))


if __name__ == "__main__":
    print(main())
