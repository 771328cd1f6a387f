"""Fine-tuning loop for the adapter; the frozen weights never receive gradients."""

import jax
import jax.numpy as jnp

from finetune.model import classification_loss


def tree_norm(tree):
    return jnp.sqrt(sum(jnp.vdot(leaf, leaf) for leaf in jax.tree_util.tree_leaves(tree)))


class FinetuneTrainer:
    def __init__(self, frozen, learning_rate):
        self.frozen = frozen
        self.learning_rate = learning_rate
        self.last_grad_norm = None
        self._step = jax.jit(self._train_step)

    def _train_step(self, adapter, x, labels):
        loss, grads = jax.value_and_grad(classification_loss)(adapter, self.frozen, x, labels)
        self.last_grad_norm = tree_norm(grads)  # expect: JXL202
        adapter = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, adapter, grads)
        return adapter, loss

    def report(self, epoch, loss):
        print(f"epoch {epoch}: loss {float(loss):.4f}, grad norm {float(self.last_grad_norm):.4f}")

    def train(self, adapter, batches, epochs):
        for epoch in range(epochs):
            for x, labels in batches:
                adapter, loss = self._step(adapter, x, labels)
            self.report(epoch, loss)
        return adapter
