import jax

from vaekit.guards import ensure_finite
from vaekit.model import negative_elbo


class VAETrainer:
    def __init__(self, learning_rate):
        self.learning_rate = learning_rate
        self._step = jax.jit(self._train_step)

    def _train_step(self, params, x, key):
        loss, grads = jax.value_and_grad(negative_elbo)(params, x, key)
        loss = ensure_finite("loss", loss)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        return params, loss

    def fit(self, params, x, key, num_steps):
        losses = []
        for _ in range(num_steps):
            key, step_key = jax.random.split(key)
            params, loss = self._step(params, x, step_key)
            losses.append(float(loss))
        return params, losses
