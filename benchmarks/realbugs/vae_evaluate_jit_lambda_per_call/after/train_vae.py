import jax
import jax.numpy as jnp

from toyvae.model import GaussianVAE
from toyvae.trainer import VAETrainer


def make_data(key, num, data_dim=6):
    latent_key, mix_key, noise_key = jax.random.split(key, 3)
    latent = jax.random.normal(latent_key, (num, 2))
    mixing = jax.random.normal(mix_key, (2, data_dim))
    return jnp.tanh(latent @ mixing) + 0.05 * jax.random.normal(noise_key, (num, data_dim))


def main(num_epochs=8):
    key = jax.random.PRNGKey(0)
    data_key, init_key, fit_key = jax.random.split(key, 3)
    data = make_data(data_key, 576)
    train, test_x = data[:512], data[512:]
    model = GaussianVAE(data_dim=6)
    trainer = VAETrainer(model)
    params = model.init(init_key)
    batches = [train[i:i + 64] for i in range(0, 512, 64)]
    params, history = trainer.fit(params, batches, test_x, fit_key, num_epochs)
    return trainer, params, test_x, history


if __name__ == "__main__":
    _, _, _, test_losses = main()
    print("test negative ELBO per epoch:", [round(v, 3) for v in test_losses])
