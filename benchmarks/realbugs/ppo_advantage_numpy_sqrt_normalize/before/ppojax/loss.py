from typing import Any, NamedTuple

import jax.numpy as jnp

from ppojax.utils import normalize_advantages


class Batch(NamedTuple):
    obs: Any
    actions: Any
    old_log_probs: Any
    advantages: Any
    returns: Any


class ClippedPPOLoss:
    def __init__(self, network, clip_eps=0.2, value_coef=0.5):
        self.network = network
        self.clip_eps = clip_eps
        self.value_coef = value_coef

    def __call__(self, params, batch):
        log_probs = self.network.log_probs(params, batch.obs)
        new_log_probs = jnp.take_along_axis(log_probs, batch.actions[:, None], axis=1)[:, 0]
        ratio = jnp.exp(new_log_probs - batch.old_log_probs)
        advantages = normalize_advantages(batch.advantages)
        surrogate = jnp.minimum(ratio * advantages,
                                jnp.clip(ratio, 1.0 - self.clip_eps, 1.0 + self.clip_eps) * advantages)
        value_loss = jnp.mean((self.network.value(params, batch.obs) - batch.returns) ** 2)
        return -jnp.mean(surrogate) + self.value_coef * value_loss
