import jax
import jax.numpy as jnp

from dinoppo.losses import ppo_loss


class PPOAgent:
    def __init__(self, config):
        self.config = config
        self._update = jax.jit(self.update)

    def update(self, params, batch):
        stats = {}
        for _ in range(self.config.num_epochs):
            (loss, new_logp), grads = jax.value_and_grad(ppo_loss, has_aux=True)(params, batch, self.config.clip_eps)
            approx_kl = jnp.mean(batch["old_logp"] - new_logp)
            stats["approx_kl"] = float(approx_kl)  # expect: JXL104
            stats["loss"] = loss
            if self.config.target_kl is not None and approx_kl > 1.5 * self.config.target_kl:  # expect: JXL101
                break
            params = jax.tree_util.tree_map(lambda p, g: p - self.config.learning_rate * g, params, grads)
        return params, stats

    def learn(self, params, batch):
        return self._update(params, batch)
