import jax
import numpy as np

from smoothce.model import init_params
from smoothce.train import accuracy, loss_and_grad


def rings(count, rng, classes=3):
    """Points on three concentric noisy rings; the ring is the class."""
    labels = rng.integers(0, classes, count)
    angle = rng.uniform(0.0, 2 * np.pi, count)
    radius = 1.0 + labels + 0.15 * rng.normal(size=count)
    return np.stack([radius * np.cos(angle), radius * np.sin(angle)], 1).astype(np.float32), labels.astype(np.int32)


def main(num_steps=400, learning_rate=0.3):
    rng = np.random.default_rng(0)
    params = init_params(jax.random.PRNGKey(0), [2, 32, 32, 3])
    losses = []
    for _ in range(num_steps):
        xs, labels = rings(128, rng)
        loss, grads = loss_and_grad(params, xs, labels)
        params = jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)
        losses.append(float(loss))
    test_x, test_y = rings(1000, rng)
    return losses, float(accuracy(params, test_x, test_y))


if __name__ == "__main__":
    losses, acc = main()
    print(f"smoothed CE {losses[0]:.3f} -> {losses[-1]:.3f}, test accuracy {acc:.3f}")
