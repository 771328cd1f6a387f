import jax
import jax.numpy as jnp

from adagan.trainer import GANTrainer

IMAGE_DIM = 6


def main(steps=4):
    trainer = GANTrainer()
    k_d, k_g, key = jax.random.split(jax.random.PRNGKey(0), 3)
    d_params = {"w": 0.1 * jax.random.normal(k_d, (IMAGE_DIM, 1)), "b": jnp.zeros(1)}
    g_params = {"w": 0.1 * jax.random.normal(k_g, (trainer.latent_dim, IMAGE_DIM)), "b": jnp.zeros(IMAGE_DIM)}
    for step_key in jax.random.split(key, steps):
        real = jax.random.normal(step_key, (16, IMAGE_DIM)) + 1.0
        d_params, loss = trainer.train_step(d_params, g_params, real, step_key)
        print(f"discriminator loss {float(loss):.4f}")
    return trainer.augmenter.probability


if __name__ == "__main__":
    print("augmentation probability", float(main()))
