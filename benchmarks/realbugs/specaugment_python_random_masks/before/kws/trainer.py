import jax


class Trainer:
    def __init__(self, model, augment, learning_rate=0.1):
        self.model = model
        self.augment = augment
        self.learning_rate = learning_rate
        self._augment_batch = jax.jit(jax.vmap(self.augment))
        self._step = jax.jit(self._train_step)

    def _train_step(self, params, specs, labels):
        specs = jax.vmap(self.augment)(specs)
        loss, grads = jax.value_and_grad(self.model.loss)(params, specs, labels)
        return jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads), loss

    def augment_batch(self, specs):
        return self._augment_batch(specs)

    def step(self, params, specs, labels):
        return self._step(params, specs, labels)
