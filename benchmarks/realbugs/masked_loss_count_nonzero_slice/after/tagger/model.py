import jax
import jax.numpy as jnp


def init_params(key, vocab_size, num_tags, dim=8):
    k_emb, k_out = jax.random.split(key)
    return {"embed": 0.3 * jax.random.normal(k_emb, (vocab_size, dim)),
            "out": 0.3 * jax.random.normal(k_out, (dim, num_tags))}


def tag_logits(params, tokens):
    return jnp.tanh(params["embed"][tokens]) @ params["out"]
