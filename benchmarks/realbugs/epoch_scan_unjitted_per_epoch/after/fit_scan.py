import numpy as np

from scanfit.epoch import train_epoch
from scanfit.model import accuracy, init_logistic

FEATURES, BATCH = 10, 50


def two_gaussians(count, rng):
    y = rng.integers(0, 2, count)
    x = rng.normal(size=(count, FEATURES)) + np.where(y[:, None] == 1, 0.8, -0.8)
    return x.astype(np.float32), y.astype(np.float32)


def stacked_batches(x, y, rng):
    order = rng.permutation(len(x))
    shape = (len(x) // BATCH, BATCH)
    return x[order].reshape(shape + (FEATURES,)), y[order].reshape(shape)


def main(num_epochs=10, learning_rate=0.5):
    rng = np.random.default_rng(0)
    x, y = two_gaussians(1000, rng)
    params = init_logistic(FEATURES)
    epoch_losses = []
    for epoch in range(num_epochs):
        x_batches, y_batches = stacked_batches(x, y, rng)
        params, losses = train_epoch(params, x_batches, y_batches, learning_rate)
        epoch_losses.append(float(losses.mean()))
    return params, epoch_losses, float(accuracy(params, x, y))


if __name__ == "__main__":
    params, epoch_losses, acc = main()
    print(f"epoch loss {epoch_losses[0]:.4f} -> {epoch_losses[-1]:.4f}, accuracy {acc:.3f}")
