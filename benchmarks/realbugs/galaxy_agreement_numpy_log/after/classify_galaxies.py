import jax
import numpy as np

from morphology.evaluate import Evaluator
from morphology.model import SoftmaxClassifier

CLASSES = ("spheroid", "disk", "irregular", "point source")


def vote_fractions(rng, n, num_features=6):
    """Synthetic photometric features and a volunteers' vote over the five classes, softer near class borders."""
    centres = rng.normal(scale=2.0, size=(len(CLASSES), num_features))
    kind = rng.integers(0, len(CLASSES), n)
    x = (centres[kind] + rng.normal(size=(n, num_features))).astype(np.float32)
    distances = ((x[:, None, :] - centres[None]) ** 2).sum(axis=-1)
    votes = np.exp(-0.5 * distances)
    return x, (votes / votes.sum(axis=1, keepdims=True)).astype(np.float32)


def main(num_steps=200, learning_rate=0.5):
    rng = np.random.default_rng(0)
    x, labels = vote_fractions(rng, 1200)
    model = SoftmaxClassifier(x.shape[1], len(CLASSES))
    params = model.init(jax.random.PRNGKey(0))
    step = jax.jit(jax.value_and_grad(model.loss))
    for _ in range(num_steps):
        _, grads = step(params, x[:1000], labels[:1000])
        params = jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)
    return {name: float(value) for name, value in Evaluator(model).evaluate(params, x[1000:], labels[1000:]).items()}


if __name__ == "__main__":
    print(main())
