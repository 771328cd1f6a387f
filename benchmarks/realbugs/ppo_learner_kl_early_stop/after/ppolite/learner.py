import jax
import jax.numpy as jnp

from ppolite.losses import ppo_loss


class PPOLearner:
    def __init__(self, config):
        self.config = config
        self._update = jax.jit(self._update_epochs)

    def _update_epochs(self, params, batch):
        grad_fn = jax.value_and_grad(ppo_loss, has_aux=True)
        approx_kl = jnp.zeros(())
        stopped = jnp.zeros((), dtype=bool)
        for epoch in range(self.config.n_epochs):
            (loss, kl), grads = grad_fn(params, batch, self.config.clip_range)
            approx_kl = jnp.where(stopped, approx_kl, kl)
            # Once the KL overshoots, the remaining epochs keep the parameters they were given.
            stopped = stopped | (kl > 1.5 * self.config.target_kl)
            updated = jax.tree_util.tree_map(lambda p, g: p - self.config.learning_rate * g, params, grads)
            params = jax.tree_util.tree_map(lambda new, old: jnp.where(stopped, old, new), updated, params)
        return params, approx_kl

    def train(self, params, batch):
        return self._update(params, batch)
