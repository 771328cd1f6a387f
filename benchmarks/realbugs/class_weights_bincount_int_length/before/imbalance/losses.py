import jax
import jax.numpy as jnp


def class_balanced_weights(labels):
    """Inverse-frequency weight of each example's class within the batch."""
    counts = jnp.bincount(labels, length=int(labels.max()) + 1)  # expect: JXL104
    weights = labels.shape[0] / (counts.shape[0] * jnp.maximum(counts, 1))
    return weights[labels]


def weighted_cross_entropy(params, x, labels):
    logits = x @ params["w"] + params["b"]
    log_probs = jax.nn.log_softmax(logits)
    nll = -jnp.take_along_axis(log_probs, labels[:, None], axis=1)[:, 0]
    return jnp.mean(class_balanced_weights(labels) * nll)
