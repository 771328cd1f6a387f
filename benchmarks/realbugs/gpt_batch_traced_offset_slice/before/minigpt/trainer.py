import jax


class Pretrainer:
    def __init__(self, model, dataset, learning_rate=0.5):
        self.model = model
        self.dataset = dataset
        self.learning_rate = learning_rate
        self.step = jax.jit(self._step)

    def _step(self, params, key):
        inputs, targets = self.dataset.sample(key)
        loss, grads = jax.value_and_grad(self.model.loss)(params, inputs, targets)
        return jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads), loss

    def run(self, params, key, num_steps):
        history = []
        for step_key in jax.random.split(key, num_steps):
            params, loss = self.step(params, step_key)
            history.append(float(loss))
        return params, history
