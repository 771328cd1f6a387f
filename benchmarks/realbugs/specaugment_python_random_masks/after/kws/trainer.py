import jax


class Trainer:
    def __init__(self, model, augment, learning_rate=0.1, seed=0):
        self.model = model
        self.augment = augment
        self.learning_rate = learning_rate
        self.key = jax.random.PRNGKey(seed)
        self._augment_batch = jax.jit(jax.vmap(self.augment))
        self._step = jax.jit(self._train_step)

    def _next_keys(self, count):
        self.key, subkey = jax.random.split(self.key)
        return jax.random.split(subkey, count)

    def _train_step(self, params, specs, labels, keys):
        specs = jax.vmap(self.augment)(keys, specs)
        loss, grads = jax.value_and_grad(self.model.loss)(params, specs, labels)
        return jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads), loss

    def augment_batch(self, specs):
        return self._augment_batch(self._next_keys(specs.shape[0]), specs)

    def step(self, params, specs, labels):
        return self._step(params, specs, labels, self._next_keys(specs.shape[0]))
