import jax.numpy as jnp


def gaussian_mixture_score(x, means=jnp.array([-2.0, 2.0]), scale=0.5):
    """The gradient of the log density of an equal mixture of two normals, for each coordinate of x."""
    d = x[..., None] - means
    w = jnp.exp(-0.5 * (d / scale) ** 2)
    w = w / jnp.sum(w, axis=-1, keepdims=True)
    return jnp.sum(w * (-d / scale ** 2), axis=-1)
