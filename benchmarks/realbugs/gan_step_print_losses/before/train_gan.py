import jax
import jax.numpy as jnp

from gan1d.networks import init_mlp, mlp
from gan1d.trainer import GANTrainer


def main(num_steps=300, seed=0):
    key = jax.random.PRNGKey(seed)
    key, d_key, g_key = jax.random.split(key, 3)
    trainer = GANTrainer()
    d_params = init_mlp(d_key, [1, 16, 16, 1])
    g_params = init_mlp(g_key, [trainer.noise_dim, 16, 16, 1])
    for step in range(num_steps):
        key, data_key, step_key = jax.random.split(key, 3)
        real = 3.0 + 0.5 * jax.random.normal(data_key, (trainer.batch_size, 1))
        d_params, g_params, _, _ = trainer.train_step(d_params, g_params, real, step_key, step)
    samples = mlp(g_params, jax.random.normal(key, (1000, trainer.noise_dim)))
    return float(jnp.mean(samples))


if __name__ == "__main__":
    print(f"mean of generated samples: {main():.3f} (data mean 3.0)")
