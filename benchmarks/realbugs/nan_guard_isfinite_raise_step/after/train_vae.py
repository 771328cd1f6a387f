import jax

from vaekit.model import init_vae
from vaekit.train import VAETrainer


def main(num_steps=5):
    x = jax.random.normal(jax.random.PRNGKey(0), (128, 8))
    params = init_vae(jax.random.PRNGKey(1), data_dim=8, latent_dim=2)
    _, losses = VAETrainer(learning_rate=1e-3).fit(params, x, jax.random.PRNGKey(2), num_steps)
    return losses


if __name__ == "__main__":
    print(main())
