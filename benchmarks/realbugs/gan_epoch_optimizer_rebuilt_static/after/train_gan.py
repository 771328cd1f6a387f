"""Train the generator against a discriminator that is re-initialised at the start of every epoch."""

import jax

import minioptim
from gantrain.models import Discriminator, Generator, Optimizer
from gantrain.steps import train_one_epoch

LATENT, FEATURES, BATCH, STEPS = 4, 3, 8, 2


def train(epochs, seed=0):
    key = jax.random.PRNGKey(seed)
    key, gen_key, data_key = jax.random.split(key, 3)
    gen = Generator(LATENT, FEATURES, gen_key)
    gen_opt = Optimizer(gen, minioptim.adam(1e-3))
    # One discriminator transformation for every epoch: a new one is a new static part of `dis_opt`.
    dis_tx = minioptim.adam(4e-3)
    batches = jax.random.normal(data_key, (STEPS, BATCH, FEATURES)) + 2.0
    for epoch in range(epochs):
        key, dis_key, noise_key = jax.random.split(key, 3)
        dis = Discriminator(FEATURES, dis_key)
        dis_opt = Optimizer(dis, dis_tx)
        noise = jax.random.normal(noise_key, (STEPS, BATCH, LATENT))
        gen, dis, gen_opt, dis_opt = train_one_epoch(gen, dis, gen_opt, dis_opt, batches, noise)
    return gen


if __name__ == "__main__":
    train(epochs=5)
