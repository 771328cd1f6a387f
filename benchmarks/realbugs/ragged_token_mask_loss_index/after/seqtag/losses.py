import jax
import jax.numpy as jnp


def masked_token_loss(logits, tags, valid):
    """Mean cross-entropy over the real tokens; padded positions must not count."""
    log_probs = jax.nn.log_softmax(logits, axis=-1)
    token_nll = -jnp.take_along_axis(log_probs, tags[..., None], axis=-1)[..., 0]
    return jnp.sum(token_nll * valid) / jnp.maximum(jnp.sum(valid), 1.0)


def token_accuracy(logits, tags, valid):
    correct = (jnp.argmax(logits, axis=-1) == tags) * valid
    return jnp.sum(correct) / jnp.maximum(jnp.sum(valid), 1.0)
