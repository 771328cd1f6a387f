import jax
import jax.numpy as jnp


def init_velocity_net(key, dim=2, hidden=64):
    k1, k2, k3 = jax.random.split(key, 3)
    return {
        "w1": jax.random.normal(k1, (dim + 1, hidden)) / jnp.sqrt(dim + 1.0),
        "b1": jnp.zeros(hidden),
        "w2": jax.random.normal(k2, (hidden, hidden)) / jnp.sqrt(hidden),
        "b2": jnp.zeros(hidden),
        "w3": jax.random.normal(k3, (hidden, dim)) * 0.01,
        "b3": jnp.zeros(dim),
    }


def velocity(params, x, t):
    """v_theta(x, t) for a batch x of shape (n, dim) and times t of shape (n,)."""
    h = jnp.concatenate([x, t[:, None]], axis=-1)
    h = jax.nn.silu(h @ params["w1"] + params["b1"])
    h = jax.nn.silu(h @ params["w2"] + params["b2"])
    return h @ params["w3"] + params["b3"]
