import jax
import jax.numpy as jnp

from gan1d.config import GANConfig
from gan1d.nets import generate, init_mlp
from gan1d.trainer import GANTrainer


def sample_real(key, batch_size, mean=3.0, std=0.5):
    return mean + std * jax.random.normal(key, (batch_size, 1))


def main(num_steps=400, seed=0):
    config = GANConfig()
    d_key, g_key, train_key, eval_key = jax.random.split(jax.random.PRNGKey(seed), 4)
    d_params = init_mlp(d_key, [1, config.hidden, config.hidden, 1])
    g_params = init_mlp(g_key, [config.latent_dim, config.hidden, config.hidden, 1])
    trainer = GANTrainer(config)
    d_params, g_params, history = trainer.fit(d_params, g_params, sample_real, train_key, num_steps)
    samples = generate(g_params, jax.random.normal(eval_key, (2000, config.latent_dim)))
    return history, float(jnp.mean(samples)), float(jnp.std(samples))


if __name__ == "__main__":
    history, mean, std = main()
    print(f"generated mean {mean:.3f} std {std:.3f}; generator updated on "
          f"{sum(h['g_updated'] for h in history)} of {len(history)} steps")
