import jax

from condvae.objective import loss_and_metrics


class Trainer:
    def __init__(self, model, learning_rate=1e-2):
        self.model = model
        self.learning_rate = learning_rate
        self.train_step = jax.jit(self._train_step)

    def _train_step(self, params, batch, key):
        (_, metrics), grads = jax.value_and_grad(loss_and_metrics, has_aux=True)(params, batch, key, self.model)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        return params, metrics

    def fit(self, params, batches, key):
        history = []
        for batch in batches:
            key, step_key = jax.random.split(key)
            params, metrics = self.train_step(params, batch, step_key)
            history.append(metrics)
        return params, history
