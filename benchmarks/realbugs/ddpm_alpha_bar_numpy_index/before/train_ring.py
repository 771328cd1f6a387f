import jax
import numpy as np

from ringdiff.diffusion import GaussianDiffusion
from ringdiff.network import NoisePredictor
from ringdiff.trainer import DiffusionTrainer


def ring(rng, n, radius=2.0):
    angle = rng.uniform(0.0, 2.0 * np.pi, n)
    return (radius * np.stack([np.cos(angle), np.sin(angle)], axis=1) + 0.1 * rng.normal(size=(n, 2))).astype(
        np.float32)


def main(num_steps=600, seed=0):
    rng = np.random.default_rng(seed)
    diffusion = GaussianDiffusion(noise_steps=200, beta_end=0.05)
    model = NoisePredictor(noise_steps=200)
    trainer = DiffusionTrainer(diffusion, model)
    params = model.init(jax.random.PRNGKey(seed))
    key = jax.random.PRNGKey(seed + 1)
    losses = []
    for _ in range(num_steps):
        key, step_key = jax.random.split(key)
        params, loss = trainer.train_step(params, ring(rng, 256), step_key)
        losses.append(float(loss))
    return losses


if __name__ == "__main__":
    losses = main()
    print(f"loss: first 50 steps {np.mean(losses[:50]):.3f}, last 50 steps {np.mean(losses[-50:]):.3f}")
