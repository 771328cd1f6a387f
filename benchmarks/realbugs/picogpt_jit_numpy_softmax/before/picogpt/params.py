import jax
import jax.numpy as jnp

CONTEXT = 16


def load_params(key, vocab=32, dim=8):
    k_wte, k_wpe, k_mlp = jax.random.split(key, 3)
    return {
        "wte": jax.random.normal(k_wte, (vocab, dim)),
        "wpe": 0.1 * jax.random.normal(k_wpe, (CONTEXT, dim)),
        "mlp_w": 0.1 * jax.random.normal(k_mlp, (dim, dim)),
        "ln_g": jnp.ones(dim),
        "ln_b": jnp.zeros(dim),
    }
