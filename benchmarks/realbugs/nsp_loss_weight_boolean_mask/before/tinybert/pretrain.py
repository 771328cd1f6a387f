import jax
import jax.numpy as jnp


class Pretrainer:
    def __init__(self, model, learning_rate=0.5):
        self.model = model
        self.learning_rate = learning_rate
        self._update = jax.jit(self.update)

    def update(self, params, batch):
        loss, grads = jax.value_and_grad(self.model.loss)(params, batch)
        return jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads), loss

    def run(self, params, batches):
        losses = []
        for batch in batches:
            params, loss = self._update(params, batch)
            losses.append(float(loss))
        return params, losses

    def accuracy(self, params, batch):
        predictions = jnp.argmax(self.model(params, batch["segment_a"], batch["segment_b"]), -1)
        weight = batch["is_next_weight"]
        return float(jnp.sum((predictions == batch["is_next"]) * weight) / jnp.sum(weight))
