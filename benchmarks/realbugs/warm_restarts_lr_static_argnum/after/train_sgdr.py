import jax
import numpy as np

from sgdr.model import init_linear
from sgdr.schedules import CosineAnnealingWarmRestarts
from sgdr.train import train_step

FEATURES = 6


def regression_batches(num_batches, batch_size=64, seed=0):
    rng = np.random.default_rng(seed)
    w_true = rng.normal(size=FEATURES)
    batches = []
    for _ in range(num_batches):
        x = rng.normal(size=(batch_size, FEATURES)).astype(np.float32)
        noise = rng.standard_t(3, size=batch_size)
        batches.append((x, (x @ w_true + 0.5 + 0.1 * noise).astype(np.float32)))
    return batches


def main(num_steps=200, t_0=20, t_mult=2.0):
    schedule = CosineAnnealingWarmRestarts(0.2, t_0, t_mult=t_mult, alpha_f=0.05)
    params = init_linear(jax.random.PRNGKey(0), FEATURES)
    losses = []
    for step, (x, y) in enumerate(regression_batches(num_steps)):
        params, loss = train_step(params, x, y, learning_rate=schedule(step))
        losses.append(float(loss))
    return losses


if __name__ == "__main__":
    losses = main()
    print(f"huber loss {losses[0]:.4f} -> {losses[-1]:.4f}")
