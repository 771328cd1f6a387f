import jax


class Trainer:
    def __init__(self, model, ema, learning_rate=0.01):
        self.model = model
        self.ema = ema
        self.learning_rate = learning_rate
        self._step = jax.jit(self.train_step)

    def loss(self, params, windows, targets):
        return self.model.rmse(params, windows, targets) ** 2

    def train_step(self, params, windows, targets):
        loss, grads = jax.value_and_grad(self.loss)(params, windows, targets)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        self.ema.update(params)
        return params, loss

    def fit(self, params, batches):
        for windows, targets in batches:
            params, _ = self._step(params, windows, targets)
        return params

    def evaluate_ema(self, params, windows, targets):
        shadow = self.ema.apply_shadow(params)
        rmse = float(self.model.rmse(shadow, windows, targets))
        return self.ema.restore(), rmse
