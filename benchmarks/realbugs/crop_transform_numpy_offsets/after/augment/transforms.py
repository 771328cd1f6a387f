import jax
import jax.numpy as jnp

from augment.sampling import sample_offsets


def random_crop(crop_size, pad_size):
    @jax.jit
    def f(rng, x):
        padded = jnp.pad(x, ((pad_size, pad_size), (pad_size, pad_size), (0, 0)), mode="reflect")
        top, left = sample_offsets(rng, pad_size)
        return jax.lax.dynamic_slice(padded, (top, left, 0), (crop_size, crop_size, x.shape[-1]))

    def wrapped(rng, x):
        return jax.vmap(f)(jax.random.split(rng, len(x)), x)

    return wrapped
