import jax
import jax.numpy as jnp

from digitcls.metrics import confusion_matrix


class Evaluator:
    def __init__(self, apply_fn, num_classes):
        self.apply_fn = apply_fn
        self.num_classes = num_classes
        self.eval_batch = jax.jit(self._eval_batch)

    def _eval_batch(self, params, images, labels):
        predictions = jnp.argmax(self.apply_fn(params, images), axis=-1)
        return confusion_matrix(labels, predictions, self.num_classes)

    def evaluate(self, params, batches):
        total = jnp.zeros((self.num_classes, self.num_classes), dtype=jnp.int32)
        for images, labels in batches:
            total = total + self.eval_batch(params, images, labels)
        return total
