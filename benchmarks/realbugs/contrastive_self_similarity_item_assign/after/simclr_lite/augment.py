import jax


def jitter(key, x, scale=0.1):
    return x + scale * jax.random.normal(key, x.shape)
