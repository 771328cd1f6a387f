import jax
import jax.numpy as jnp


def init_energy(key, hidden=32):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (2, hidden)), "b1": jnp.zeros(hidden),
            "w2": jax.random.normal(k2, (hidden,)) / jnp.sqrt(hidden)}


def energy(params, x):
    """Scalar energy of each point; low energy means high model density."""
    return jax.nn.softplus(x @ params["w1"] + params["b1"]) @ params["w2"]
