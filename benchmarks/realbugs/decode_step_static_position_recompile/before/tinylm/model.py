"""A bag-of-context language model: the next token depends on the mean embedding of the tokens so far."""

import jax
import jax.numpy as jnp


def init_params(key, vocab_size, width):
    embed_key, mix_key = jax.random.split(key)
    return {
        "embed": jax.random.normal(embed_key, (vocab_size, width)) * 0.1,
        "mix": jax.random.normal(mix_key, (width, width)) * 0.1,
    }


def next_token_logits(params, tokens, position):
    context = tokens[:, :position]
    hidden = params["embed"][context].mean(axis=1)
    return jnp.tanh(hidden @ params["mix"]) @ params["embed"].T
