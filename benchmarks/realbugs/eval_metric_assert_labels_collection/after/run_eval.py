import jax
import numpy as np

from evalkit.collection import MetricCollection
from evalkit.evaluate import Evaluator
from evalkit.metrics import Accuracy, Loss


def make_batches(num_batches=5, batch_size=32, dim=8, classes=3, seed=0):
    rng = np.random.default_rng(seed)
    centres = 2.0 * rng.normal(size=(classes, dim))
    for _ in range(num_batches):
        labels = rng.integers(0, classes, batch_size).astype(np.int32)
        yield {"x": (centres[labels] + rng.normal(size=(batch_size, dim))).astype(np.float32), "label": labels}


def main():
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (8, 16)), "w2": jax.random.normal(k2, (16, 3))}
    evaluator = Evaluator(MetricCollection(accuracy=Accuracy, loss=Loss))
    return evaluator.evaluate(params, make_batches())


if __name__ == "__main__":
    print(main())
