import argparse

import jax
import jax.numpy as jnp

from wgangp.nets import Critic, Generator
from wgangp.trainer import WGANGPTrainer

MIXING = jnp.array([[1.0, 2.0], [-0.1, 0.5]])
OFFSET = jnp.array([1.0, 2.0])


def real_batches(key, n_critic, batch_size=64):
    keys = jax.random.split(key, n_critic)
    return [jax.random.normal(k, (batch_size, 2)) @ MIXING + OFFSET for k in keys]


def build(seed=0, n_critic=5):
    generator, critic = Generator(), Critic()
    g_key, c_key = jax.random.split(jax.random.PRNGKey(seed))
    return WGANGPTrainer(generator, critic, generator.init(g_key), critic.init(c_key), n_critic=n_critic)


def main(iterations=20, seed=0):
    trainer = build(seed)
    key = jax.random.PRNGKey(seed + 1)
    for it in range(iterations):
        key, data_key, step_key = jax.random.split(key, 3)
        c_loss, g_loss = trainer.train_iteration(real_batches(data_key, trainer.n_critic), step_key)
        if it % 10 == 0:
            print(f"iteration {it}: critic {float(c_loss):.3f} generator {float(g_loss):.3f}")
    return trainer


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--iterations", type=int, default=200)
    main(parser.parse_args().iterations)
