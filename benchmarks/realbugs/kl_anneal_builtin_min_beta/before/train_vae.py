import jax
import jax.numpy as jnp

from toyvae.annealing import CyclicalKLAnnealer
from toyvae.model import init_vae
from toyvae.trainer import VAETrainer


def make_data(key, n=256):
    latent = jax.random.normal(key, (n, 2))
    mixing = jnp.array([[1.0, 0.5, -0.3, 0.8, 0.0, 0.2], [0.1, -1.0, 0.7, 0.0, 0.9, -0.4]])
    return latent @ mixing


def main(num_steps=300):
    key = jax.random.PRNGKey(0)
    data_key, init_key, train_key = jax.random.split(key, 3)
    data = make_data(data_key)
    params = init_vae(init_key, data_dim=6, hidden=32, latent=2)
    trainer = VAETrainer(CyclicalKLAnnealer(period=100, ratio=0.5))
    params, history = trainer.fit(params, data, train_key, num_steps)
    return history


if __name__ == "__main__":
    history = main()
    print("final", history[-1])
