import jax
import jax.numpy as jnp


def init_params(key, vocab_size, dim):
    k_emb, k_out = jax.random.split(key)
    return {"embed": 0.1 * jax.random.normal(k_emb, (vocab_size, dim)),
            "out": 0.1 * jax.random.normal(k_out, (dim, vocab_size))}


def next_token_loss(params, tokens):
    hidden = jnp.tanh(params["embed"][tokens[:, :-1]])
    logp = jax.nn.log_softmax(hidden @ params["out"])
    return -jnp.mean(jnp.take_along_axis(logp, tokens[:, 1:, None], axis=-1))
