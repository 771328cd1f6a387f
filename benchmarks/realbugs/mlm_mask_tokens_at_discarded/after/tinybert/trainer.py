import jax

from tinybert.model import mlm_loss


class MLMTrainer:
    def __init__(self, collator, learning_rate=1.0):
        self.collator = collator
        self.learning_rate = learning_rate
        self.collate = jax.jit(self.collator.__call__)
        self.train_step = jax.jit(self._train_step)

    def _train_step(self, params, key, tokens):
        inputs, labels = self.collator(key, tokens)
        loss, grads = jax.value_and_grad(mlm_loss)(params, inputs, labels)
        return jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads), loss
