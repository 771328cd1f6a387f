import jax
import jax.numpy as jnp


def init_denoiser(key, data_dim=2, hidden=64):
    k1, k2, k3 = jax.random.split(key, 3)
    return {
        "w1": jax.random.normal(k1, (data_dim + 1, hidden)) * jnp.sqrt(2.0 / (data_dim + 1)), "b1": jnp.zeros(hidden),
        "w2": jax.random.normal(k2, (hidden, hidden)) * jnp.sqrt(2.0 / hidden), "b2": jnp.zeros(hidden),
        "w3": jax.random.normal(k3, (hidden, data_dim)) * jnp.sqrt(1.0 / hidden), "b3": jnp.zeros(data_dim),
    }


def predict_noise(params, x_t, t_fraction):
    """epsilon_theta(x_t, t): the time enters as t / T, concatenated to the sample."""
    h = jnp.concatenate([x_t, jnp.broadcast_to(t_fraction, (x_t.shape[0], 1))], axis=-1)
    h = jax.nn.silu(h @ params["w1"] + params["b1"])
    h = jax.nn.silu(h @ params["w2"] + params["b2"])
    return h @ params["w3"] + params["b3"]
