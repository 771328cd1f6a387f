import jax


class VAETrainer:
    def __init__(self, model, learning_rate=0.01):
        self.model = model
        self.learning_rate = learning_rate
        self.train_step = jax.jit(self._train_step)

    def _train_step(self, params, x, key):
        loss, grads = jax.value_and_grad(self.model.negative_elbo)(params, x, key)
        return jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads), loss

    def evaluate(self, params, test_x, key):
        """Negative ELBO on held-out data, reported after every epoch."""
        test_loss = jax.jit(lambda p, x, k: self.model.negative_elbo(p, x, k))  # expect: JXL502
        return float(test_loss(params, test_x, key))

    def fit(self, params, train_batches, test_x, key, num_epochs):
        history = []
        for _ in range(num_epochs):
            for batch in train_batches:
                key, step_key = jax.random.split(key)
                params, _ = self.train_step(params, batch, step_key)
            key, eval_key = jax.random.split(key)
            history.append(self.evaluate(params, test_x, eval_key))
        return params, history
