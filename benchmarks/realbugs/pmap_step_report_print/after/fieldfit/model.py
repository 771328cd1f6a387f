import jax
import jax.numpy as jnp


def init_mlp(key, sizes=(3, 32, 3)):
    params = []
    for k, (n_in, n_out) in zip(jax.random.split(key, len(sizes) - 1), zip(sizes[:-1], sizes[1:])):
        params.append((jax.random.normal(k, (n_in, n_out)) / jnp.sqrt(n_in), jnp.zeros(n_out)))
    return params


def render(params, coords):
    h = coords
    for w, b in params[:-1]:
        h = jax.nn.relu(h @ w + b)
    w, b = params[-1]
    return jax.nn.sigmoid(h @ w + b)
