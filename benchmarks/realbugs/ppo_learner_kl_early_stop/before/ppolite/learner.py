import jax

from ppolite.losses import ppo_loss


class PPOLearner:
    def __init__(self, config):
        self.config = config
        self._update = jax.jit(self._update_epochs)

    def _update_epochs(self, params, batch):
        grad_fn = jax.value_and_grad(ppo_loss, has_aux=True)
        approx_kl = 0.0
        for epoch in range(self.config.n_epochs):
            (loss, approx_kl), grads = grad_fn(params, batch, self.config.clip_range)
            if approx_kl > 1.5 * self.config.target_kl:  # expect: JXL101
                break
            params = jax.tree_util.tree_map(lambda p, g: p - self.config.learning_rate * g, params, grads)
        return params, approx_kl

    def train(self, params, batch):
        return self._update(params, batch)
