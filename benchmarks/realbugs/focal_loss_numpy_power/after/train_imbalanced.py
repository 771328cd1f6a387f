import jax
import numpy as np

from imbalance.model import init_mlp
from imbalance.train import per_class_recall, update

PRIORS = (0.85, 0.12, 0.03)


def imbalanced_set(count, rng):
    y = rng.choice(3, size=count, p=PRIORS)
    centres = np.array([[0.0, 0.0], [2.0, 1.0], [-1.0, 2.5]])
    return (centres[y] + 0.7 * rng.normal(size=(count, 2))).astype(np.float32), y.astype(np.int32)


def main(num_steps=400, batch_size=128, learning_rate=0.5, gamma=2.0):
    rng = np.random.default_rng(0)
    params = init_mlp(jax.random.PRNGKey(0), 2, 3)
    losses = []
    for _ in range(num_steps):
        x, y = imbalanced_set(batch_size, rng)
        params, loss = update(params, x, y, learning_rate, gamma=gamma)
        losses.append(float(loss))
    test_x, test_y = imbalanced_set(4000, rng)
    return losses, np.asarray(per_class_recall(params, test_x, test_y))


if __name__ == "__main__":
    losses, recall = main()
    print(f"focal loss {losses[0]:.4f} -> {losses[-1]:.4f}; recall per class {np.round(recall, 3)}")
