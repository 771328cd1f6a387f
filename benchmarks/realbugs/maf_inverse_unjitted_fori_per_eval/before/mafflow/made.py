import jax
import jax.numpy as jnp
import numpy as np


def made_masks(dim, hidden):
    """MADE masks for the identity ordering: output i sees only inputs < i."""
    in_degrees = np.arange(1, dim + 1)
    hidden_degrees = np.arange(hidden) % max(1, dim - 1) + 1
    mask_in = (hidden_degrees[None, :] >= in_degrees[:, None]).astype(np.float32)
    mask_out = (in_degrees[None, :] > hidden_degrees[:, None]).astype(np.float32)
    return jnp.asarray(mask_in), jnp.asarray(mask_out)


def init_made(key, dim, hidden):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"w1": jax.random.normal(k1, (dim, hidden)) / jnp.sqrt(dim), "b1": jnp.zeros(hidden),
            "w_mu": jax.random.normal(k2, (hidden, dim)) * 0.01, "w_ls": jax.random.normal(k3, (hidden, dim)) * 0.01,
            "b_mu": jnp.zeros(dim), "b_ls": jnp.zeros(dim)}


def made_forward(params, masks, x):
    mask_in, mask_out = masks
    h = jax.nn.relu(x @ (params["w1"] * mask_in) + params["b1"])
    mu = h @ (params["w_mu"] * mask_out) + params["b_mu"]
    log_scale = jnp.tanh(h @ (params["w_ls"] * mask_out) + params["b_ls"])
    return mu, log_scale
