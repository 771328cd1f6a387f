import jax


class VAETrainer:
    def __init__(self, model, annealer, learning_rate=0.01):
        self.model = model
        self.annealer = annealer
        self.learning_rate = learning_rate
        self._step = jax.jit(self.train_step)

    def loss(self, params, x, key, beta):
        reconstruction, kl = self.model.losses(params, x, key)
        return reconstruction + beta * kl, (reconstruction, kl)

    def train_step(self, params, x, key, epoch):
        beta = self.annealer(epoch)
        (loss, (reconstruction, kl)), grads = jax.value_and_grad(self.loss, has_aux=True)(params, x, key, beta)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        return params, {"loss": loss, "reconstruction": reconstruction, "kl": kl, "beta": beta}

    def fit(self, params, batches, key, num_epochs):
        history = []
        for epoch in range(num_epochs):
            for x in batches:
                key, step_key = jax.random.split(key)
                params, metrics = self._step(params, x, step_key, epoch)
            history.append({name: float(value) for name, value in metrics.items()})
        return params, history
