import jax
import jax.numpy as jnp
import numpy as np


def label_smoothing_cross_entropy(probs, label, epsilon=0.1):
    """Cross-entropy of one example against the smoothed target (1 - epsilon) * one_hot + epsilon / K."""
    n_classes = probs.shape[-1]
    smoothed = jax.nn.one_hot(label, n_classes) * (1.0 - epsilon) + epsilon / n_classes
    probs = jnp.clip(probs, 1e-12, 1.0)
    return -jnp.sum(smoothed * np.log(probs), axis=-1)  # expect: JXL401
