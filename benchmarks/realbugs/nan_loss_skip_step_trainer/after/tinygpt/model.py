import jax
import jax.numpy as jnp


def init_params(key, vocab_size, embed_dim):
    embed_key, out_key = jax.random.split(key)
    return {
        "embed": 0.02 * jax.random.normal(embed_key, (vocab_size, embed_dim)),
        "unembed": 0.02 * jax.random.normal(out_key, (embed_dim, vocab_size)),
        "bias": jnp.zeros(vocab_size),
    }


def logits_fn(params, tokens):
    hidden = jnp.tanh(params["embed"][tokens])
    return hidden @ params["unembed"] + params["bias"]


def next_token_loss(params, tokens):
    logits = logits_fn(params, tokens[:, :-1])
    log_probs = jax.nn.log_softmax(logits)
    targets = tokens[:, 1:]
    picked = jnp.take_along_axis(log_probs, targets[..., None], axis=-1)[..., 0]
    return -jnp.mean(picked)
