import jax


def gaussian_noise(key, shape, scale):
    return scale * jax.random.normal(key, shape)
