import jax
import jax.numpy as jnp

from mixcls.augment import Mixup


def logits_fn(params, images):
    return images.reshape(images.shape[0], -1) @ params["w"] + params["b"]


class MixupTrainer:
    def __init__(self, learning_rate=0.5, alpha=0.2):
        self.learning_rate = learning_rate
        self.augment = Mixup(alpha)
        self.mix_batch = jax.jit(self.augment.__call__)
        self.train_step = jax.jit(self._train_step)

    def loss(self, params, images, soft_labels):
        log_probs = jax.nn.log_softmax(logits_fn(params, images))
        return -jnp.mean(jnp.sum(soft_labels * log_probs, axis=-1))

    def _train_step(self, params, key, images, labels):
        images, soft_labels = self.augment(key, images, labels)
        loss, grads = jax.value_and_grad(self.loss)(params, images, soft_labels)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        return params, loss
