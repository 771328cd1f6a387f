import jax
import jax.numpy as jnp


def dense_relu_net(widths):
    """init_fn(key, in_dim) -> params and apply_fn(params, x) of a fully connected ReLU network."""

    def init_fn(key, in_dim):
        params = []
        for width in widths:
            key, w_key = jax.random.split(key)
            params.append((jax.random.normal(w_key, (in_dim, width)) / jnp.sqrt(in_dim), jnp.zeros(width)))
            in_dim = width
        return params

    def apply_fn(params, x):
        for i, (w, b) in enumerate(params):
            x = x @ w + b
            if i < len(params) - 1:
                x = jax.nn.relu(x)
        return x

    return init_fn, apply_fn
