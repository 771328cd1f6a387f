import jax

from rng import next_key


@jax.jit
def add_noise(x, sigma):
    return x + sigma * jax.random.normal(next_key(), x.shape)
