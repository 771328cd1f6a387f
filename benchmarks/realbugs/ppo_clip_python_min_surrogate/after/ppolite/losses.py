import jax
import jax.numpy as jnp


class ClippedSurrogate:
    """PPO's clipped policy objective, with an entropy bonus."""

    def __init__(self, clip_eps, entropy_coef):
        self.clip_eps = clip_eps
        self.entropy_coef = entropy_coef

    def __call__(self, logits, old_log_probs, actions, advantages):
        log_probs = jax.nn.log_softmax(logits)
        taken = jnp.take_along_axis(log_probs, actions[:, None], axis=-1)[:, 0]
        ratio = jnp.exp(taken - old_log_probs)
        clipped = jnp.clip(ratio, 1 - self.clip_eps, 1 + self.clip_eps)
        objective = jnp.minimum(ratio * advantages, clipped * advantages)
        entropy = -jnp.sum(jnp.exp(log_probs) * log_probs, axis=-1)
        return -jnp.mean(objective) - self.entropy_coef * jnp.mean(entropy)
