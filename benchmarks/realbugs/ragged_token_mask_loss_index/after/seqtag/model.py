import jax
import jax.numpy as jnp


def init_tagger(key, vocab_size, num_tags, hidden):
    k1, k2 = jax.random.split(key)
    return {
        "embed": 0.1 * jax.random.normal(k1, (vocab_size, hidden)),
        "out": 0.1 * jax.random.normal(k2, (hidden, num_tags)),
    }


def tag_logits(params, tokens):
    return jnp.tanh(params["embed"][tokens]) @ params["out"]
