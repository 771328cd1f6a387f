import jax

from dae.corruption import MaskingNoise
from dae.model import Autoencoder
from dae.trainer import DenoisingTrainer


def main(num_steps=3):
    model = Autoencoder(dim=12, code_dim=4)
    params = model.init(jax.random.PRNGKey(0))
    x = jax.random.normal(jax.random.PRNGKey(1), (32, 12))
    trainer = DenoisingTrainer(model, MaskingNoise(drop_prob=0.3), learning_rate=0.1)
    corrupted_batches = []
    for step in range(num_steps):
        params, loss, corrupted = trainer._step(params, x, jax.random.PRNGKey(100 + step))
        corrupted_batches.append(corrupted)
    return corrupted_batches


if __name__ == "__main__":
    print([float(c.mean()) for c in main()])
