import jax
import numpy as np

from noisyaug.model import LinearAutoencoder
from noisyaug.pipeline import NoisyBatches

DIM, CODE = 32, 4


def low_rank_batches(num_batches, batch_size=64, seed=0):
    rng = np.random.default_rng(seed)
    basis = rng.normal(size=(CODE, DIM)) / np.sqrt(CODE)
    return [(rng.normal(size=(batch_size, CODE)) @ basis).astype(np.float32) for _ in range(num_batches)]


def main(num_steps=300, learning_rate=0.05):
    model = LinearAutoencoder(DIM, CODE)
    params = model.init(jax.random.PRNGKey(0))
    pipeline = NoisyBatches(low_rank_batches(num_steps), scale=0.3)
    losses = []
    for noisy, clean in pipeline:
        loss, grads = model.loss_and_grad(params, noisy, clean)
        params = jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)
        losses.append(float(loss))
    return pipeline, losses


if __name__ == "__main__":
    pipeline, losses = main()
    print(f"denoising loss {losses[0]:.4f} -> {losses[-1]:.4f}")
