import sys

import jax
import numpy as np

from lobnet.metrics import Metrics
from lobnet.model import init_classifier
from lobnet.trainer import Trainer


def order_book_windows(rng, n, num_features=10):
    """Synthetic order-book features; the label is the direction of the next mid-price move (down, flat, up)."""
    x = rng.normal(size=(n, num_features)).astype(np.float32)
    imbalance = x[:, :3].sum(axis=1)
    y = np.digitize(imbalance, [-1.0, 1.0]).astype(np.int32)
    return x, y


def main(out_dir, num_epochs=5):
    rng = np.random.default_rng(0)
    x, y = order_book_windows(rng, 2048)
    train_batches = [(x[i:i + 128], y[i:i + 128]) for i in range(0, 1536, 128)]
    metrics = Metrics(out_dir, "lob_mlp")
    trainer = Trainer(metrics, learning_rate=0.5)
    params = init_classifier(jax.random.PRNGKey(0), 10, 3)
    trainer.fit(params, train_batches, (x[1536:], y[1536:]), num_epochs)
    return metrics, metrics.dump()


if __name__ == "__main__":
    metrics, fname = main(sys.argv[1] if len(sys.argv) > 1 else "runs")
    print(f"wrote {fname}: validation accuracy {metrics.metrics['validation'][max(metrics.metrics['validation'])]}")
