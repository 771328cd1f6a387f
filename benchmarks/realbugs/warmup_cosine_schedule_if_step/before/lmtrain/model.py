import jax
import jax.numpy as jnp


def init_bigram(key, vocab_size, embed_dim=32):
    k_embed, k_out = jax.random.split(key)
    return {
        "embed": 0.1 * jax.random.normal(k_embed, (vocab_size, embed_dim)),
        "out": 0.1 * jax.random.normal(k_out, (embed_dim, vocab_size)),
    }


def next_token_loss(params, tokens):
    """Mean cross-entropy of predicting tokens[:, 1:] from tokens[:, :-1]."""
    hidden = params["embed"][tokens[:, :-1]]
    logits = hidden @ params["out"]
    logp = jax.nn.log_softmax(logits)
    targets = tokens[:, 1:]
    return -jnp.mean(jnp.take_along_axis(logp, targets[..., None], axis=-1))
