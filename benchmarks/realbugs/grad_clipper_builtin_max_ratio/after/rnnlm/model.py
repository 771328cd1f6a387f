import jax
import jax.numpy as jnp


def init_rnn(key, vocab_size, hidden=16):
    k1, k2, k3 = jax.random.split(key, 3)
    return {
        "embed": 0.5 * jax.random.normal(k1, (vocab_size, hidden)),
        "recur": jax.random.normal(k2, (hidden, hidden)) / hidden ** 0.5,
        "out": 0.5 * jax.random.normal(k3, (hidden, vocab_size)),
    }


def sequence_loss(params, tokens):
    def cell(state, token):
        state = jnp.tanh(params["embed"][token] + state @ params["recur"])
        return state, state @ params["out"]

    _, logits = jax.lax.scan(cell, jnp.zeros(params["recur"].shape[0]), tokens[:-1])
    log_probs = jax.nn.log_softmax(logits)
    return -jnp.mean(log_probs[jnp.arange(tokens.shape[0] - 1), tokens[1:]])
