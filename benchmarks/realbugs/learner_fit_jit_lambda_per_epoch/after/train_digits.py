import jax
import numpy as np

from tinyflax.learner import Learner
from tinyflax.mlp import MLP
from tinyflax.optim import SGD


def synthetic_digits(n=512, dim=64, classes=10, seed=0):
    rng = np.random.default_rng(seed)
    prototypes = rng.normal(size=(classes, dim)).astype(np.float32)
    labels = rng.integers(0, classes, n)
    images = prototypes[labels] + 0.5 * rng.normal(size=(n, dim)).astype(np.float32)
    return {"image": images, "label": labels.astype(np.int32)}


def main(num_epochs=3):
    data = synthetic_digits()
    model = MLP()
    tx = SGD(0.05)
    state = tx.create_state(model.init(jax.random.PRNGKey(0), data["image"][:1]))
    learner = Learner(model, tx)
    state, epoch_losses = learner.fit(state, data, num_epochs)
    return learner, state, data, epoch_losses


if __name__ == "__main__":
    print(main()[-1])
