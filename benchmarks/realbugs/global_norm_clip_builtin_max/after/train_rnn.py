import jax
import numpy as np

from clipopt.rnn import init_rnn
from clipopt.train import make_update


def running_sum_batches(num_batches, batch_size=32, length=20, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(num_batches):
        inputs = rng.normal(size=(batch_size, length, 1)).astype(np.float32)
        yield inputs, np.tanh(inputs.sum(axis=(1, 2)) / 4.0)


def main(num_steps=200, learning_rate=0.05, max_norm=1.0):
    params = init_rnn(jax.random.PRNGKey(0))
    update = make_update(learning_rate, max_norm)
    losses, norms = [], []
    for inputs, targets in running_sum_batches(num_steps):
        params, loss, norm = update(params, inputs, targets)
        losses.append(float(loss))
        norms.append(float(norm))
    return params, losses, norms


if __name__ == "__main__":
    params, losses, norms = main()
    print(f"loss {losses[0]:.3f} -> {losses[-1]:.3f}, largest gradient norm {max(norms):.2f}")
