import jax


class Trainer:
    def __init__(self, model, learning_rate=0.05, seed=0):
        self.key = jax.random.PRNGKey(seed)
        self.model = model
        self.learning_rate = learning_rate
        self._step = jax.jit(self._sgd_step)
        self._evaluate = jax.jit(self.model.negative_elbo)

    def _next_key(self):
        self.key, subkey = jax.random.split(self.key)
        return subkey

    def _sgd_step(self, params, x, key):
        loss, grads = jax.value_and_grad(self.model.negative_elbo)(params, x, key)
        return jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads), loss

    def step(self, params, x):
        return self._step(params, x, self._next_key())

    def evaluate(self, params, x):
        return float(self._evaluate(params, x, self._next_key()))
