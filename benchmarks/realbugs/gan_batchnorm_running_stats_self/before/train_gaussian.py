import jax
import jax.numpy as jnp
import numpy as np

from gan.models import Discriminator, Generator
from gan.trainer import GANTrainer


def real_batch(key, n=128):
    x = jax.random.normal(key, (n, 2))
    return x @ jnp.array([[1.0, 2.0], [-0.1, 0.5]]) + jnp.array([1.0, 2.0])


def main(num_steps=30):
    generator, discriminator = Generator(), Discriminator()
    trainer = GANTrainer(generator, discriminator)
    g_params = generator.init(jax.random.PRNGKey(0))
    d_params = discriminator.init(jax.random.PRNGKey(1))
    key = jax.random.PRNGKey(2)
    for _ in range(num_steps):
        key, data_key, z_key = jax.random.split(key, 3)
        g_params, d_params, _, _ = trainer.train_step(g_params, d_params, real_batch(data_key), z_key)
    samples = trainer.sample(g_params, jax.random.PRNGKey(3))
    return np.asarray(samples)


if __name__ == "__main__":
    print(main().mean(axis=0))
