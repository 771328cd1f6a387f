import jax
import jax.numpy as jnp


def init_params(key, vocab=16, dim=8):
    k_enc, k_dec, k_out = jax.random.split(key, 3)
    return {
        "encoder": {"embed": 0.3 * jax.random.normal(k_enc, (vocab, dim))},
        "decoder": {"embed": 0.3 * jax.random.normal(k_dec, (vocab, dim)),
                    "out": 0.3 * jax.random.normal(k_out, (dim, vocab))},
    }


def seq2seq_loss(params, inputs, targets):
    memory = jnp.mean(params["encoder"]["embed"][inputs], axis=1, keepdims=True)
    hidden = jnp.tanh(params["decoder"]["embed"][targets] + memory)
    log_probs = jax.nn.log_softmax(hidden @ params["decoder"]["out"])
    return -jnp.mean(jnp.take_along_axis(log_probs[:, :-1], targets[:, 1:, None], axis=-1))
