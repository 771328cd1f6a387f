import jax


class Trainer:
    def __init__(self, model, early_stopping, learning_rate=0.05):
        self.model = model
        self.early_stopping = early_stopping
        self.learning_rate = learning_rate
        self._grad = jax.jit(jax.value_and_grad(model.loss))

    def train_epoch(self, params, batches):
        for drivers, temperatures in batches:
            _, grads = self._grad(params, drivers, temperatures)
            params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        return params

    def validate(self, params, validation):
        drivers, temperatures = validation
        val_loss = jax.jit(lambda p: self.model.loss(p, drivers, temperatures))  # expect: JXL502
        return float(val_loss(params))

    def fit(self, params, batches, validation, max_epochs=100):
        history = []
        for _ in range(max_epochs):
            params = self.train_epoch(params, batches)
            history.append(self.validate(params, validation))
            if self.early_stopping.update(history[-1], params):
                break
        return self.early_stopping.best_params, history
