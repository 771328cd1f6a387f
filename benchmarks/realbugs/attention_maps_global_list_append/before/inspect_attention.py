import jax
import numpy as np

from attnviz.attention import ATTENTION_MAPS
from attnviz.model import SequenceClassifier


def head_entropy(weights):
    """Mean entropy of each head's attention rows, the number the notebook plots per head."""
    weights = np.asarray(weights)
    return -(weights * np.log(weights + 1e-9)).sum(-1).mean(axis=(0, 2))


def main(num_batches=3):
    model = SequenceClassifier(vocab_size=20, dim=16, num_heads=4, num_classes=2)
    params = model.init(jax.random.PRNGKey(0))
    predict = jax.jit(model.apply)
    logits = []
    for key in jax.random.split(jax.random.PRNGKey(1), num_batches):
        logits.append(predict(params, jax.random.randint(key, (8, 10), 0, 20)))
    return logits, [head_entropy(weights) for weights in ATTENTION_MAPS]


if __name__ == "__main__":
    print(main()[1])
