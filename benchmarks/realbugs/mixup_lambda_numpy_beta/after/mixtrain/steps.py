import jax

from .classifier import logits_fn, soft_cross_entropy
from .mixing import mixup


class MixupTrainer:
    def __init__(self, num_classes=10, alpha=0.4, lr=0.1):
        self.num_classes = num_classes
        self.alpha = alpha
        self.lr = lr
        self.step = jax.jit(self._step)

    def _step(self, params, images, labels, key):
        onehot = jax.nn.one_hot(labels, self.num_classes)
        mixed, soft, lam = mixup(images, onehot, key, self.alpha)
        loss, grads = jax.value_and_grad(lambda p: soft_cross_entropy(logits_fn(p, mixed), soft))(params)
        params = jax.tree_util.tree_map(lambda p, g: p - self.lr * g, params, grads)
        return params, {"loss": loss, "lambda": lam}
