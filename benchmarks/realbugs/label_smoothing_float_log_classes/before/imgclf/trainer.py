import jax


class Trainer:
    def __init__(self, model, loss, learning_rate=0.5):
        self.model = model
        self.loss = loss
        self.learning_rate = learning_rate
        self.step = jax.jit(self.train_step)

    def objective(self, params, features, labels):
        return self.loss(self.model(params, features), labels)

    def train_step(self, params, features, labels):
        value, grads = jax.value_and_grad(self.objective)(params, features, labels)
        return jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads), value
