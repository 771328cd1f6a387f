import jax
import numpy as np

from toyddpm.denoiser import init_denoiser
from toyddpm.diffusion import sample, train_step
from toyddpm.schedule import linear_schedule


def two_blobs(rng, n):
    centres = np.array([[-2.0, 0.0], [2.0, 0.0]])
    return (centres[rng.integers(0, 2, n)] + 0.3 * rng.normal(size=(n, 2))).astype(np.float32)


def main(num_train_steps=1500, num_diffusion_steps=100, seed=0):
    rng = np.random.default_rng(seed)
    schedule = linear_schedule(num_diffusion_steps, beta_end=0.2)
    params = init_denoiser(jax.random.PRNGKey(seed))
    key = jax.random.PRNGKey(seed + 1)
    losses = []
    for _ in range(num_train_steps):
        key, step_key = jax.random.split(key)
        params, loss = train_step(params, schedule, two_blobs(rng, 256), step_key, 3e-3)
        losses.append(float(loss))
    samples = np.asarray(sample(params, schedule, jax.random.PRNGKey(seed + 2), 1000))
    return losses, samples


if __name__ == "__main__":
    losses, samples = main()
    print(f"final loss {np.mean(losses[-100:]):.3f}; samples with |x| > 1: {np.mean(np.abs(samples[:, 0]) > 1):.2f}")
