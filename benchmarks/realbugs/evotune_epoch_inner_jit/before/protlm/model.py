import jax
import jax.numpy as jnp


def init_params(key, vocab=21, hidden=16):
    k1, k2 = jax.random.split(key)
    return {"embed": 0.1 * jax.random.normal(k1, (vocab, hidden)),
            "out": 0.1 * jax.random.normal(k2, (hidden, vocab))}


def next_aa_loss(params, batch):
    """Next-amino-acid cross-entropy over the real (non-pad) positions."""
    inputs, targets = batch[:, :-1], batch[:, 1:]
    logits = jnp.tanh(params["embed"][inputs]) @ params["out"]
    log_probs = jax.nn.log_softmax(logits)
    nll = -jnp.take_along_axis(log_probs, targets[..., None], axis=-1)[..., 0]
    weights = (targets > 0).astype(nll.dtype)
    return jnp.sum(nll * weights) / jnp.maximum(jnp.sum(weights), 1.0)
