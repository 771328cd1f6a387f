import jax
import numpy as np

from tinyvae.annealing import KLAnnealer
from tinyvae.model import VAE
from tinyvae.trainer import VAETrainer


def low_rank_batches(num_batches=20, batch_size=64, data_dim=8, seed=0):
    """Points near a 2-d plane in 8 dimensions, plus a little noise."""
    rng = np.random.default_rng(seed)
    basis = rng.normal(size=(2, data_dim))
    batches = []
    for _ in range(num_batches):
        points = rng.normal(size=(batch_size, 2)) @ basis + 0.05 * rng.normal(size=(batch_size, data_dim))
        batches.append(points.astype(np.float32))
    return batches


def main(num_epochs=15):
    model = VAE(data_dim=8)
    trainer = VAETrainer(model, KLAnnealer(start=0.0, end=1.0, rate=0.8), learning_rate=0.002)
    params = model.init(jax.random.PRNGKey(0))
    params, history = trainer.fit(params, low_rank_batches(), jax.random.PRNGKey(1), num_epochs)
    return history


if __name__ == "__main__":
    for epoch, metrics in enumerate(main()):
        print(f"epoch {epoch}: loss {metrics['loss']:.3f} kl {metrics['kl']:.3f} beta {metrics['beta']:.3f}")
