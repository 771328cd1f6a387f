import jax
import jax.numpy as jnp

from imgcls.metrics import topk_accuracy
from imgcls.model import predict


class Evaluator:
    def __init__(self, k=3):
        self.k = k
        self.eval_step = jax.jit(self._eval_step)

    def _eval_step(self, params, x, labels):
        logits = predict(params, x)
        top1 = jnp.mean(jnp.argmax(logits, axis=-1) == labels)
        return {"top1": top1, f"top{self.k}": topk_accuracy(logits, labels, k=self.k)}

    def evaluate(self, params, batches):
        totals = {}
        for x, labels in batches:
            for name, value in self.eval_step(params, x, labels).items():
                totals.setdefault(name, []).append(float(value))
        return {name: sum(values) / len(values) for name, values in totals.items()}
