import jax.numpy as jnp
import numpy as np


def clipped_surrogate_loss(log_probs, old_log_probs, advantages, epsilon=0.2):
    """PPO's pessimistic bound: min(r * A, clip(r, 1 - eps, 1 + eps) * A), negated to be minimised."""
    ratio = jnp.exp(log_probs - old_log_probs)
    ratio_clipped = np.clip(ratio, 1 - epsilon, 1 + epsilon)  # expect: JXL401
    return -jnp.mean(jnp.minimum(ratio * advantages, ratio_clipped * advantages))
