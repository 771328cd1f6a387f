import jax
import jax.numpy as jnp


def init_denoiser(key, dim=8, cond_dim=4):
    k1, k2 = jax.random.split(key)
    return {"w_x": 0.1 * jax.random.normal(k1, (dim, dim)),
            "w_c": 0.1 * jax.random.normal(k2, (cond_dim, dim))}


def predict_noise(params, latents, cond, t):
    return jnp.tanh(latents @ params["w_x"] + cond @ params["w_c"] * t)
