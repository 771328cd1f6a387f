import jax.numpy as jnp
import numpy as np


def focal_loss(class_probs, targets, alpha=1.0, gamma=0.0):
    """Per-datum focal loss -alpha * (1 - p)^gamma * log(p), p the probability of the target class (Lin et al.);
    gamma = 0 and alpha = 1 is the cross-entropy."""
    p = jnp.take_along_axis(class_probs, targets[:, None], axis=1)[:, 0]
    return -alpha * np.power(1.0 - p, gamma) * jnp.log(p)  # expect: JXL401
