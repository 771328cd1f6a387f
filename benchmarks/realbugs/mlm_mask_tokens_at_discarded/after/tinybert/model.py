import jax
import jax.numpy as jnp

from tinybert.collator import IGNORE_INDEX


def init_encoder(key, vocab_size, seq_len, width=16):
    k1, k2, k3 = jax.random.split(key, 3)
    return {
        "embed": 0.1 * jax.random.normal(k1, (vocab_size, width)),
        "mix": 0.1 * jax.random.normal(k2, (seq_len, seq_len)),
        "out": 0.1 * jax.random.normal(k3, (width, vocab_size)),
    }


def mlm_loss(params, inputs, labels):
    hidden = params["embed"][inputs]
    hidden = jnp.tanh(hidden + jnp.einsum("st,btw->bsw", params["mix"], hidden))
    log_probs = jax.nn.log_softmax(hidden @ params["out"])
    predicted = labels != IGNORE_INDEX
    picked = jnp.take_along_axis(log_probs, jnp.where(predicted, labels, 0)[..., None], axis=-1)[..., 0]
    return -jnp.sum(picked * predicted) / jnp.sum(predicted)
