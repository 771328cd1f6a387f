import jax
import numpy as np

from lsgan.nets import mlp_init
from lsgan.trainer import Trainer


def two_mode_mixture(seed=0, n=512):
    rng = np.random.default_rng(seed)
    data = np.concatenate([rng.normal(0.0, 0.1, n // 2), rng.normal(0.5, 0.1, n // 2)])
    return rng.permutation(data).astype(np.float32)[:, None]


def main(num_epochs=3):
    trainer = Trainer()
    g_params = mlp_init(jax.random.PRNGKey(0), [trainer.z_dim, 32, 1])
    d_params = mlp_init(jax.random.PRNGKey(1), [1, 32, 1])
    data = two_mode_mixture()
    g_params, d_params, history = trainer.fit(g_params, d_params, data, num_epochs)
    return trainer, g_params, d_params, data, history


if __name__ == "__main__":
    print(main()[-1])
