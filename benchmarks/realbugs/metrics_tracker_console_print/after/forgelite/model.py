import jax
import jax.numpy as jnp


def init_char_model(key, vocab_size, dim=48, context=4):
    k_embed, k_hidden, k_out = jax.random.split(key, 3)
    return {"embed": 0.1 * jax.random.normal(k_embed, (vocab_size, dim)),
            "hidden": jax.random.normal(k_hidden, (context * dim, dim)) / jnp.sqrt(context * dim),
            "out": 0.1 * jax.random.normal(k_out, (dim, vocab_size))}


def char_logits(params, contexts):
    embedded = params["embed"][contexts].reshape(contexts.shape[0], -1)
    return jnp.tanh(embedded @ params["hidden"]) @ params["out"]


def char_loss(params, contexts, targets):
    logp = jax.nn.log_softmax(char_logits(params, contexts))
    return -jnp.mean(jnp.take_along_axis(logp, targets[:, None], axis=1))
