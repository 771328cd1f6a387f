import jax
import numpy as np

from jaxnet.evaluation import validation_loss
from jaxnet.network import init_weights
from jaxnet.training import sgd_step

L2 = 1e-4


def noisy_digits(count, rng, size=8):
    """Ten 8x8 stroke templates (a stand-in for MNIST without a download), flattened, in [0, 1], with noise."""
    templates = np.zeros((10, size, size), np.float32)
    for digit in range(10):
        templates[digit, digit % size, :] = 1.0
        templates[digit, :, (3 * digit) % size] = 1.0
    labels = rng.integers(0, 10, count)
    images = np.clip(templates[labels] + 0.25 * rng.normal(size=(count, size, size)), 0.0, 1.0)
    return images.reshape(count, -1).astype(np.float32), labels.astype(np.int32)


def batches_of(X, y, batch_size):
    return [(X[i:i + batch_size], y[i:i + batch_size]) for i in range(0, len(X), batch_size)]


def main(num_epochs=5, batch_size=64, learning_rate=0.1):
    rng = np.random.default_rng(0)
    train = batches_of(*noisy_digits(2048, rng), batch_size)
    valid = batches_of(*noisy_digits(512, rng), batch_size)
    params = init_weights(jax.random.PRNGKey(0), [64, 64, 10])
    history = []
    for epoch in range(num_epochs):
        for X, y in train:
            params, _ = sgd_step(params, X, y, learning_rate, L2)
        history.append(validation_loss(params, valid, l2=L2))
    return params, valid, history


if __name__ == "__main__":
    params, valid, history = main()
    for epoch, loss in enumerate(history):
        print(f"epoch {epoch}: validation loss {loss:.4f}")
