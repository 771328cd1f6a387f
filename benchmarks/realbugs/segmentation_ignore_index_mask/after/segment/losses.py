import jax
import jax.numpy as jnp


class MaskedCrossEntropy:
    """Pixel-wise cross entropy that skips pixels labelled `ignore_index` (void / unlabelled)."""

    def __init__(self, ignore_index=255):
        self.ignore_index = ignore_index

    def __call__(self, logits, labels):
        valid = labels != self.ignore_index
        safe_labels = jnp.where(valid, labels, 0)
        log_probs = jax.nn.log_softmax(logits, axis=-1)
        nll = -jnp.take_along_axis(log_probs, safe_labels[..., None], axis=-1)[..., 0]
        return jnp.sum(jnp.where(valid, nll, 0.0)) / jnp.maximum(jnp.sum(valid), 1)
