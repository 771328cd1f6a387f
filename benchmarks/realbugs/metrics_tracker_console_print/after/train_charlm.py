import jax
import numpy as np

from forgelite.metrics import MetricsTracker
from forgelite.model import init_char_model
from forgelite.trainer import Trainer

TEXT = ("the quick brown fox jumps over the lazy dog while the cat sleeps on the warm mat "
        "and the bird sings in the old tree by the river ") * 8
CONTEXT = 4


def make_batches(text, num_batches, batch_size=64, seed=0):
    vocab = sorted(set(text))
    ids = np.array([vocab.index(c) for c in text], np.int32)
    rng = np.random.default_rng(seed)
    batches = []
    for _ in range(num_batches):
        starts = rng.integers(0, len(ids) - CONTEXT - 1, batch_size)
        contexts = np.stack([ids[s:s + CONTEXT] for s in starts])
        batches.append((contexts, ids[starts + CONTEXT]))
    return vocab, batches


def main(num_steps=100):
    vocab, batches = make_batches(TEXT, num_steps)
    params = init_char_model(jax.random.PRNGKey(0), len(vocab), context=CONTEXT)
    trainer = Trainer(MetricsTracker())
    params, losses = trainer.fit(params, batches)
    return losses


if __name__ == "__main__":
    main()
