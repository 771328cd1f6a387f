import jax
import jax.numpy as jnp


def init_params(key, hidden=32):
    k1, k2, k3 = jax.random.split(key, 3)
    return {
        "w1": jax.random.normal(k1, (1, hidden)), "b1": jnp.zeros(hidden),
        "w2": jax.random.normal(k2, (hidden, hidden)) / jnp.sqrt(hidden), "b2": jnp.zeros(hidden),
        "w3": jax.random.normal(k3, (hidden, 2)) / jnp.sqrt(hidden), "b3": jnp.zeros(2),
        "log_beta": jnp.log(0.3),
    }


def compartments(params, t):
    """Scaled (S, I) at scaled time t in [0, 1]; softplus keeps them positive."""
    h = jnp.tanh(jnp.atleast_1d(t) @ params["w1"] + params["b1"])
    h = jnp.tanh(h @ params["w2"] + params["b2"])
    return jax.nn.softplus(h @ params["w3"] + params["b3"])
