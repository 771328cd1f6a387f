import jax
import jax.numpy as jnp


def init_params(key, vocab, hidden):
    k1, k2, k3 = jax.random.split(key, 3)
    return {
        "embed": jax.random.normal(k1, (vocab, hidden)),
        "recur": 2.0 * jax.random.normal(k2, (hidden, hidden)) / jnp.sqrt(hidden),
        "out": jax.random.normal(k3, (hidden, vocab)),
    }


def sequence_loss(params, tokens):
    def cell(h, token):
        h = jnp.tanh(h @ params["recur"] + params["embed"][token])
        return h, h

    _, states = jax.lax.scan(cell, jnp.zeros(params["recur"].shape[0]), tokens[:-1])
    logits = states @ params["out"]
    log_probs = jax.nn.log_softmax(logits)
    return -jnp.mean(jnp.take_along_axis(log_probs, tokens[1:, None], axis=1))
